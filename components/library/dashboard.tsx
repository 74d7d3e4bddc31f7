"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useSession } from "@/client/auth/use-session";
import { useMemo, useRef, useState } from "react";
import { FreeTierBanner } from "@/components/billing/free-tier-banner";
import { useStartRecording } from "@/components/recorder/use-start-recording";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ShareDialog } from "@/components/share/share-dialog";
import { searchLibrary } from "@/lib/search/shared";
import type { LibraryTab } from "@/lib/videos/library/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import { DeleteVideoDialog } from "./delete-video-dialog";
import { LibraryTabPanel } from "./library-tab-panel";
import { LibraryToolbar } from "./library-toolbar";
import { StatusBanner } from "./status-banner";
import { useLibraryData } from "./use-library-data";
import { useToggleFavorite } from "@/client/resources/videos/favorites";
import { useSpokenSearch } from "@/client/resources/videos/search";
import type { LibraryLayout } from "./video-card";
import { UploadButton } from "./upload/upload-button";
import { UploadDropZone } from "./upload/upload-drop-zone";
import { UploadList } from "./upload/upload-list";
import { useFileUploads } from "./upload/use-file-uploads";

const TABS = [
  { value: "all", label: "All Videos" },
  { value: "recent", label: "Recent" },
  { value: "favorites", label: "Favorites" },
] as const satisfies readonly { value: LibraryTab; label: string }[];

const isLibraryTab = (value: string): value is LibraryTab =>
  TABS.some((tab) => tab.value === value);

/** The signed-in home page: 'My Recordings' (docs/product/routes-and-screens.md#dashboard). */
export function Dashboard() {
  const { status } = useSession();
  const signedIn = status === "authenticated";
  const [query, setQuery] = useState("");
  const [selectedTab, setSelectedTab] = useState<LibraryTab>("all");
  const [layout, setLayout] = useState<LibraryLayout>("grid");
  const [sharing, setSharing] = useState<VideoResponse | null>(null);
  const [deleting, setDeleting] = useState<VideoResponse | null>(null);
  const library = useLibraryData(signedIn);
  const favorites = useToggleFavorite(signedIn);
  const startRecording = useStartRecording();
  const spoken = useSpokenSearch(query, signedIn);
  const uploads = useFileUploads();
  // The empty library's Upload presses the header's, so both start the same upload flow.
  const uploadSlot = useRef<HTMLDivElement>(null);
  const openUpload = () =>
    uploadSlot.current?.querySelector<HTMLInputElement>("input[type=file]")?.click();

  const tab: LibraryTab = !signedIn && selectedTab === "favorites" ? "all" : selectedTab;
  const queries: Record<LibraryTab, UseQueryResult<VideoResponse[]>> = {
    all: library.videosQuery,
    recent: library.recentQuery,
    favorites: library.favoritesQuery,
  };
  const allVideos = library.videosQuery.data;
  const recentVideos = library.recentQuery.data;
  const favoriteVideos = library.favoritesQuery.data;
  const filtered = useMemo(
    () =>
      searchLibrary(
        { all: allVideos ?? [], recent: recentVideos ?? [], favorites: favoriteVideos ?? [] },
        query,
        signedIn,
        spoken.ids,
      ),
    [allVideos, recentVideos, favoriteVideos, query, signedIn, spoken.ids],
  );
  const videoCount = allVideos?.length ?? 0;
  const showFreeTier =
    signedIn && library.subscriptionLoaded && !library.isSubscribed && videoCount >= 1;

  return (
    <UploadDropZone onFiles={(files) => void uploads.add(files)}>
      <section aria-labelledby="my-recordings-heading" className="grid w-full grid-cols-1 gap-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 id="my-recordings-heading" className="text-2xl font-bold tracking-tight">
              My Recordings
            </h1>
            <p className="text-muted-foreground">Manage and organize your screen captures</p>
          </div>
          {signedIn && (
            <div ref={uploadSlot} className="contents">
              <UploadButton
                onFiles={(files) => void uploads.add(files)}
                audience={uploads.audience}
              />
            </div>
          )}
        </header>
        {showFreeTier && <FreeTierBanner videoCount={videoCount} isSubscribed={false} />}
        <StatusBanner items={[...uploads.bannerItems, ...library.bannerItems]} />
        <UploadList uploads={uploads} />
        <LibraryToolbar
          query={query}
          onQueryChange={setQuery}
          layout={layout}
          onLayoutChange={setLayout}
        />
        <Tabs value={tab} onValueChange={(value) => isLibraryTab(value) && setSelectedTab(value)}>
          <TabsList aria-label="Video lists" className="mb-2 max-w-full">
            {TABS.map(({ value, label }) => (
              <TabsTrigger
                key={value}
                value={value}
                disabled={value === "favorites" && !signedIn}
                className="px-1.5 sm:px-3"
              >
                {label}
                <Badge variant="secondary" className="min-w-6 rounded-full tabular-nums">
                  {filtered[value].length}
                </Badge>
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value }) => (
            <TabsContent key={value} value={value}>
              <LibraryTabPanel
                tab={value}
                query={query}
                videos={filtered[value]}
                loading={queries[value].isPending && queries[value].fetchStatus !== "idle"}
                error={queries[value].data ? null : queries[value].error}
                onRetry={() => void queries[value].refetch()}
                layout={layout}
                favoriteIds={library.favoriteIds}
                spokenMatches={query.trim() === "" ? undefined : spoken.matches}
                pendingFavoriteId={favorites.pendingVideoId}
                onToggleFavorite={(video) =>
                  favorites.toggle({
                    videoId: video.id,
                    isFavorite: library.favoriteIds.has(video.id),
                  })
                }
                onShare={setSharing}
                onDelete={setDeleting}
                onClearSearch={() => setQuery("")}
                onRecord={startRecording}
                onUpload={signedIn ? openUpload : undefined}
              />
            </TabsContent>
          ))}
        </Tabs>
        <ShareDialog video={sharing} onOpenChange={(open) => !open && setSharing(null)} />
        <DeleteVideoDialog video={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      </section>
    </UploadDropZone>
  );
}

"use client";

import { LayoutGrid, List, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { LibraryLayout } from "./video-card";

interface LibraryToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  layout: LibraryLayout;
  onLayoutChange: (layout: LibraryLayout) => void;
}

const LAYOUTS = [
  { value: "grid", label: "Grid view", Icon: LayoutGrid },
  { value: "list", label: "List view", Icon: List },
] as const;

/** The search box and the grid/list toggle. */
export function LibraryToolbar({
  query,
  onQueryChange,
  layout,
  onLayoutChange,
}: LibraryToolbarProps) {
  return (
    <div className="flex items-center gap-3">
      <div className="relative min-w-0 flex-1 sm:max-w-md">
        <Search
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          aria-hidden
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search recordings..."
          aria-label="Search recordings"
          className="pl-9"
        />
      </div>
      <div role="group" aria-label="Layout" className="bg-muted flex rounded-lg p-[3px]">
        {LAYOUTS.map(({ value, label, Icon }) => (
          <Button
            key={value}
            type="button"
            size="icon-sm"
            variant="ghost"
            aria-label={label}
            aria-pressed={layout === value}
            title={label}
            onClick={() => onLayoutChange(value)}
            className="aria-pressed:bg-background dark:aria-pressed:bg-input/30 dark:aria-pressed:border-input border border-transparent aria-pressed:shadow-sm"
          >
            <Icon aria-hidden />
          </Button>
        ))}
      </div>
    </div>
  );
}

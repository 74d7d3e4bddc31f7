"use client";

import { useQuery } from "@tanstack/react-query";
import { Eraser, Loader2, Play, Scissors, VolumeX, X } from "lucide-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { workspacePlanQuery } from "@/client/resources/plan";
import { useCutProposals, type CutProposals } from "@/client/resources/videos/cut-proposals";
import { useVideoEdit } from "@/client/resources/videos/edit";
import { usePlayer } from "@/components/player/player-context";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format/time";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { keptDuration, type Cut } from "@/lib/timeline/cuts";
import { addCuts, flattenWords, proposalCuts, selectionCut } from "@/lib/timeline/word-cuts";
import { RevertEditButton } from "./revert-edit-button";
import { TranscriptWordList, type WordSelection } from "./transcript-word-list";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

interface TranscriptEditorProps {
  videoId: number;
  workspaceId: number;
  duration: number;
  segments: TranscriptSegment[];
  /** The read-only transcript, shown while the plan loads and on plans without the feature. */
  children: ReactNode;
}

const reload = () => window.location.reload();

/** On a plan without advanced editing: what editing by text does, and where to get it. */
const EditByTextUpsell = () => (
  <PlanNeededNote message="Edit by text: cut words, filler words and silences from the transcript. It is on Pro." />
);

/**
 * The owner's edit by text (Pro): words selected in the transcript, filler words and silences
 * proposed by the server, all pending until applied. The page's player previews them by skipping
 * (nothing re-encoded); Apply renders them through the edit pipeline, which keeps the original.
 */
export function TranscriptEditor({
  videoId,
  workspaceId,
  duration,
  segments,
  children,
}: TranscriptEditorProps) {
  const plan = useQuery(workspacePlanQuery(workspaceId));
  if (plan.isPending) return children;
  if (plan.data?.advancedEditing !== true)
    return (
      <>
        <EditByTextUpsell />
        {children}
      </>
    );
  return <EditByText videoId={videoId} duration={duration} segments={segments} />;
}

/** The editor itself, mounted only on a plan with advanced editing (it reads the edit state). */
function EditByText({
  videoId,
  duration,
  segments,
}: Pick<TranscriptEditorProps, "videoId" | "duration" | "segments">) {
  const words = useMemo(() => flattenWords(segments), [segments]);
  const [cuts, setCuts] = useState<Cut[]>([]);
  const [selection, setSelection] = useState<WordSelection | null>(null);
  const [note, setNote] = useState("");
  const proposals = useCutProposals(videoId);
  const { state, save, revert } = useVideoEdit(videoId, reload);
  const { previewCuts, seekTo } = usePlayer();
  const status = state.data?.status;

  useEffect(() => {
    previewCuts(cuts);
    return () => previewCuts([]);
  }, [cuts, previewCuts]);

  const busy = save.isPending || revert.isPending || status === "rendering";
  const cutSelection = () => {
    const cut = selection && selectionCut(words, selection.anchor, selection.focus);
    if (!cut) return;
    setCuts((list) => addCuts(list, [cut], duration));
    setSelection(null);
  };
  const propose = async (kind: keyof CutProposals, found: string, none: string) => {
    const answer = proposals.data ?? (await proposals.mutateAsync().catch(() => null));
    if (!answer) return;
    const list = answer[kind];
    setCuts((current) => addCuts(current, proposalCuts(list), duration));
    setNote(list.length > 0 ? `${list.length} ${found} marked to cut.` : none);
  };
  const selected = selection ? Math.abs(selection.focus - selection.anchor) + 1 : 0;

  return (
    <section aria-labelledby="transcript-title" className="flex flex-col gap-3">
      <h3 id="transcript-title" className="text-sm font-semibold">
        Transcript
      </h3>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Edit by text">
        <Button type="button" size="sm" onClick={cutSelection} disabled={busy || selected === 0}>
          <Scissors aria-hidden />
          {selected > 1 ? `Cut ${selected} words` : "Cut selected word"}
        </Button>
        <ProposalButton
          icon={<Eraser aria-hidden />}
          pending={proposals.isPending}
          disabled={busy || proposals.isPending}
          onClick={() => void propose("fillers", "filler words", "No filler words found.")}
        >
          Remove filler words
        </ProposalButton>
        <ProposalButton
          icon={<VolumeX aria-hidden />}
          pending={proposals.isPending}
          disabled={busy || proposals.isPending}
          onClick={() => void propose("silences", "silences", "No silences found.")}
        >
          Remove silences
        </ProposalButton>
      </div>
      <p className="text-muted-foreground text-xs">
        Click a word, shift-click another to select the words between, then cut them.
      </p>
      <TranscriptWordList
        segments={segments}
        words={words}
        cuts={cuts}
        selection={selection}
        onSelect={setSelection}
        onCut={cutSelection}
      />
      <p className="text-muted-foreground text-sm" role="status" aria-live="polite">
        {proposals.isPending
          ? "Listening for filler words and silences..."
          : cuts.length > 0
            ? `${cuts.length} ${cuts.length === 1 ? "cut" : "cuts"} previewed: new length ${formatTime(Math.floor(keptDuration(cuts, duration)))}. ${note}`
            : note}
      </p>
      {(cuts.length > 0 || (state.data?.cuts.length ?? 0) > 0 || status === "rendering") && (
        <div className="flex flex-wrap gap-2">
          {cuts.length > 0 && (
            <>
              <Button type="button" size="sm" onClick={() => save.mutate(cuts)} disabled={busy}>
                {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
                Apply
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => seekTo(Math.max(0, (cuts[0]?.[0] ?? 0) - 2))}
                disabled={busy}
              >
                <Play aria-hidden />
                Preview
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setCuts([]);
                  setNote("");
                }}
                disabled={busy}
              >
                <X aria-hidden />
                Discard
              </Button>
            </>
          )}
          {cuts.length === 0 && (state.data?.cuts.length ?? 0) > 0 && (
            <RevertEditButton
              size="sm"
              onRevert={() => revert.mutate()}
              pending={revert.isPending}
              disabled={busy}
            />
          )}
          {status === "rendering" && (
            <p className="text-muted-foreground flex items-center gap-2 text-sm" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Rendering your edit... the video updates when it is done.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** "Remove filler words" / "Remove silences": asks the server for cuts to preview. */
function ProposalButton(props: {
  icon: ReactNode;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.pending ? <Loader2 className="animate-spin" aria-hidden /> : props.icon}
      {props.children}
    </Button>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { PercentBar } from "@/components/ui/percent-bar";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { VideoResponse } from "@/lib/videos/responses";
import { formatRecordingTime } from "@/lib/format/time";
import type { Visibility } from "@/lib/workspaces/shared";
import {
  initialSaveVisibility,
  loadSaveVisibility,
  rememberSaveVisibility,
} from "@/client/recording/save-visibility";
import { useTeamWorkspace } from "@/components/workspace-context/visibility-field";
import { AudienceChoice } from "@/components/workspace-context/audience-choice";
import { ConnectionNotice, QUEUED_SAVE_TEXT } from "./connection-notice";
import { useSaveRecording, type SaveSource } from "./use-save-recording";

interface SaveRecordingDialogProps {
  source: SaveSource | null;
  /**
   * Discard: the recording is dropped and the recorder closes
   * (docs/product/routes-and-screens.md#save-your-recording-dialog).
   */
  onDiscard: () => void;
  /** Escape, a click outside or the close button: the caller asks 'Discard this recording?' first. */
  onDismiss: () => void;
  onSaved: (video: VideoResponse) => void;
}

/**
 * 'Save Your Recording' (docs/product/routes-and-screens.md#save-your-recording-dialog): title,
 * description, who can watch (the rep's last choice in this workspace, else private), Discard /
 * Save Recording.
 */
export function SaveRecordingDialog({
  source,
  onDiscard,
  onDismiss,
  onSaved,
}: SaveRecordingDialogProps) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const workspaceId = source?.uploader.recording.workspaceId;
  // In a team workspace: three choices; in a personal one the private switch the product names.
  const team = useTeamWorkspace(workspaceId);
  // A choice belongs to the recording it was made for; a new recording starts from the memory.
  const [picked, setPicked] = useState<{ source: SaveSource; visibility: Visibility } | null>(null);
  const visibility =
    picked && picked.source === source
      ? picked.visibility
      : initialSaveVisibility(source ? loadSaveVisibility(workspaceId) : null, Boolean(team));
  const pick = (next: Visibility) => source && setPicked({ source, visibility: next });
  const isPrivate = visibility !== "public";
  const { save, saving, progress, connection, queued } = useSaveRecording(source, onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rememberSaveVisibility(workspaceId, visibility);
    void save(
      team ? { title, description, isPrivate, visibility } : { title, description, isPrivate },
    );
  };

  return (
    <FormDialog
      open={source !== null}
      onOpenChange={(open) => !open && onDismiss()}
      showCloseButton={!saving}
      className="sm:max-w-lg"
      title="Save Your Recording"
      description={
        <>
          {source ? `Recording length ${formatRecordingTime(source.durationMs / 1000)}.` : null}{" "}
          Your recording is uploaded while you record, so saving takes a moment.
        </>
      }
      onSubmit={submit}
      busy={saving}
      submitLabel={saving ? "Saving..." : "Save Recording"}
      onCancel={onDiscard}
      cancelLabel="Discard"
    >
      <Field htmlFor={`${id}-title`} label="Title">
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Enter a title for your recording"
          maxLength={200}
          autoFocus
          data-save-title
        />
      </Field>
      <Field htmlFor={`${id}-description`} label="Description">
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Add a description"
          rows={3}
        />
      </Field>
      <AudienceChoice
        id={team ? `${id}-visibility` : `${id}-private`}
        teamName={team?.name}
        value={visibility}
        onChange={pick}
        privateLabel="Make this recording private"
      />
      <ConnectionNotice
        connection={connection}
        tone="theme"
        headline={queued ? QUEUED_SAVE_TEXT : undefined}
      />
      {saving || progress < 1 ? (
        <div className="grid gap-1">
          <PercentBar label="Upload progress" percent={progress * 100} />
          <p className="text-muted-foreground text-xs">
            {saving ? "Uploading" : "Uploaded"} {Math.round(progress * 100)}%
          </p>
        </div>
      ) : null}
    </FormDialog>
  );
}

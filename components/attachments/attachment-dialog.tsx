"use client";

import { useState, type FormEvent } from "react";
import { usePlayer } from "@/components/player/player-context";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { toast } from "@/client/toast/use-toast";
import { detectEmbedType, prepareEmbedUrl } from "@/lib/attachments/shared";
import { IMAGE_REQUIRED } from "@/lib/attachments/shared";
import type { AttachmentResponse } from "@/lib/attachments/responses";
import { cn } from "@/lib/utils";
import { EMBED_TYPE_LABELS, readTimestamp } from "./attachment-form";
import { useAttachmentMutations } from "@/client/resources/attachment-mutations";

interface AttachmentDialogProps {
  videoId: number;
  duration: number;
  /** null: add a new attachment; else edit this one. */
  editing: AttachmentResponse | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const fieldClass = "border-input bg-background h-9 w-full rounded-md border px-3 text-sm";

/**
 * Add (image or embed) and edit dialog with the rules of
 * docs/product/texts-and-errors.md#attachments and busy states.
 */
export function AttachmentDialog({
  videoId,
  duration,
  editing,
  open,
  onOpenChange,
}: AttachmentDialogProps) {
  const { add, update } = useAttachmentMutations(videoId);
  const player = usePlayer();
  const [mode, setMode] = useState<"image" | "embed">(editing?.attachmentType ?? "image");
  const [file, setFile] = useState<File | null>(null);
  const [embedType, setEmbedType] = useState(editing?.embedType ?? "");
  const [embedUrl, setEmbedUrl] = useState(editing?.embedUrl ?? "");
  // A type the owner picked by hand is never overridden by what a pasted URL looks like.
  const [typeFromUrl, setTypeFromUrl] = useState(false);
  const [caption, setCaption] = useState(editing?.caption ?? "");
  const [timestamp, setTimestamp] = useState(
    editing?.timestamp != null ? String(editing.timestamp) : "",
  );
  const busy = add.isPending || update.isPending;
  const canSubmit =
    editing !== null ||
    (mode === "image" ? file !== null : embedType !== "" && embedUrl.trim() !== "");

  const close = () => onOpenChange(false);
  const changeUrl = (value: string) => {
    setEmbedUrl(value);
    if (embedType !== "" && !typeFromUrl) return;
    const detected = detectEmbedType(value);
    setEmbedType(detected ?? "");
    setTypeFromUrl(detected !== null);
  };
  const submitLabel = editing
    ? busy
      ? "Updating..."
      : "Update Attachment"
    : busy
      ? "Uploading..."
      : "Add Attachment";
  const fail = (title: string, description?: string) =>
    toast({ title, description, variant: "destructive" });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const time = readTimestamp(timestamp, duration);
    if (!time.ok) return fail("Invalid timestamp", time.message);
    const common = { caption: caption.trim() || null, timestamp: time.value };
    let embed: { embedType: string; embedUrl: string } | undefined;
    if (
      mode === "embed" &&
      (!editing || embedUrl !== editing.embedUrl || embedType !== editing.embedType)
    ) {
      const result = prepareEmbedUrl(embedType, embedUrl);
      if (!result.ok) return fail(result.error.title, result.error.description);
      embed = { embedType, embedUrl: result.url };
    }
    if (editing) {
      update.mutate({ id: editing.id, ...common, ...embed }, { onSuccess: close });
      return;
    }
    if (mode === "image" && !file) return fail("Image Required", IMAGE_REQUIRED);
    add.mutate({ attachmentType: mode, file, ...common, ...embed }, { onSuccess: close });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Attachment" : "Add Attachment"}
      description="Attach an image or embedded content, optionally pinned to a time."
      onSubmit={submit}
      busy={busy}
      submitLabel={submitLabel}
      submitDisabled={!canSubmit}
      onCancel={close}
    >
      {!editing && (
        <div
          role="radiogroup"
          aria-label="Attachment type"
          className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-1"
        >
          {(["image", "embed"] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                "rounded-md py-1.5 text-sm font-medium",
                mode === value && "bg-background shadow-sm",
              )}
            >
              {value === "image" ? "Image" : "Embed"}
            </button>
          ))}
        </div>
      )}
      {!editing && mode === "image" && (
        <Field htmlFor="attachment-file" label="Image">
          <Input
            id="attachment-file"
            type="file"
            accept="image/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
      )}
      {mode === "embed" && (
        <>
          <Field htmlFor="attachment-embed-url" label="URL">
            <Input
              id="attachment-embed-url"
              type="url"
              placeholder="https://"
              value={embedUrl}
              onChange={(e) => changeUrl(e.target.value)}
            />
          </Field>
          <Field htmlFor="attachment-embed-type" label="Content type">
            <select
              id="attachment-embed-type"
              className={fieldClass}
              value={embedType}
              onChange={(e) => {
                setEmbedType(e.target.value);
                setTypeFromUrl(false);
              }}
              aria-describedby={typeFromUrl ? "attachment-embed-type-hint" : undefined}
            >
              <option value="">Select a type</option>
              {Object.entries(EMBED_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {typeFromUrl && (
              <p id="attachment-embed-type-hint" className="text-muted-foreground text-xs">
                Picked from the link. Change it if it is wrong.
              </p>
            )}
          </Field>
        </>
      )}
      <Field htmlFor="attachment-caption" label="Caption (optional)">
        <Input
          id="attachment-caption"
          value={caption}
          maxLength={500}
          onChange={(e) => setCaption(e.target.value)}
        />
      </Field>
      <Field htmlFor="attachment-timestamp" label="Timestamp in seconds (optional)">
        <div className="flex gap-2">
          <Input
            id="attachment-timestamp"
            type="number"
            inputMode="numeric"
            min={0}
            max={duration > 0 ? Math.ceil(duration) : undefined}
            step={1}
            value={timestamp}
            onChange={(e) => setTimestamp(e.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => setTimestamp(String(Math.floor(player.getCurrentTime())))}
          >
            Use current time
          </Button>
        </div>
      </Field>
    </FormDialog>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import type { VideoResponse } from "@/lib/library/types";
import { formatRecordingTime } from "@/lib/format/time";
import { useSaveRecording, type SaveSource } from "./use-save-recording";

interface SaveRecordingDialogProps {
  source: SaveSource | null;
  /** Discard: the recording is dropped and the recorder closes (SPEC 4). */
  onDiscard: () => void;
  /** Escape, a click outside or the close button: the caller asks 'Discard this recording?' first. */
  onDismiss: () => void;
  onSaved: (video: VideoResponse) => void;
}

/** 'Save Your Recording' (SPEC 2): title, description, private by default, Discard / Save Recording. */
export function SaveRecordingDialog({
  source,
  onDiscard,
  onDismiss,
  onSaved,
}: SaveRecordingDialogProps) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [isPrivate, setIsPrivate] = useState(true);
  const { save, saving, progress } = useSaveRecording(source, onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ title, description, isPrivate });
  };

  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && !saving && onDismiss()}>
      <DialogContent showCloseButton={!saving} className="sm:max-w-lg">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save Your Recording</DialogTitle>
            <DialogDescription>
              {source ? `Recording length ${formatRecordingTime(source.durationMs / 1000)}.` : null}{" "}
              Your recording is uploaded while you record, so saving takes a moment.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Enter a title for your recording"
              maxLength={200}
              autoFocus
              data-save-title
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="Add a description"
              rows={3}
            />
          </div>
          <SwitchField
            id={`${id}-private`}
            label="Make this recording private"
            checked={isPrivate}
            onCheckedChange={setIsPrivate}
          />
          {saving || progress < 1 ? (
            <div className="grid gap-1">
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="bg-muted h-2 overflow-hidden rounded-full"
              >
                <div
                  className="bg-primary h-full transition-[width]"
                  style={{ width: `${progress * 100}%` }}
                />
              </div>
              <p className="text-muted-foreground text-xs">
                {saving ? "Uploading" : "Uploaded"} {Math.round(progress * 100)}%
              </p>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onDiscard} disabled={saving}>
              Discard
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save Recording"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

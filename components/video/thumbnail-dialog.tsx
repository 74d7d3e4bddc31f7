"use client";

import { ImageUp, Loader2 } from "lucide-react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSetThumbnail } from "@/client/resources/videos/mutations";
import { MAX_THUMBNAIL_UPLOAD_BYTES } from "@/client/resources/videos/paths";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { toast } from "@/client/toast/use-toast";
import { formatTime } from "@/lib/format/time";
import type { VideoResponse } from "@/lib/videos/responses";

const IMAGE_TYPES = "image/png,image/jpeg,image/webp";

interface ThumbnailDialogProps {
  video: VideoResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Change thumbnail': pick a frame with the scrubber (previewed live), or upload an image. */
export function ThumbnailDialog({ video, open, onOpenChange }: ThumbnailDialogProps) {
  const [time, setTime] = useState(Math.min(3, video.duration / 2));
  const preview = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSetThumbnail(video.id, () => onOpenChange(false));

  const scrub = (value: number) => {
    setTime(value);
    if (preview.current) preview.current.currentTime = value;
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_THUMBNAIL_UPLOAD_BYTES) {
      toast({
        title: "Image too large",
        description: "Thumbnails can be at most 5 MB.",
        variant: "destructive",
      });
      return;
    }
    save.mutate(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ time });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change thumbnail"
      description="Pick a frame of the video, or upload a PNG, JPEG or WebP image (up to 5 MB)."
      onSubmit={submit}
      busy={save.isPending}
      submitLabel={
        save.isPending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden /> Saving...
          </>
        ) : (
          "Use this frame"
        )
      }
      submitDisabled={!(video.duration > 0)}
      onCancel={() => onOpenChange(false)}
      className="sm:max-w-xl"
    >
      <video
        ref={preview}
        src={video.videoUrl}
        muted
        playsInline
        preload="auto"
        onLoadedMetadata={(e) => {
          e.currentTarget.currentTime = time;
        }}
        className="bg-muted aspect-video w-full rounded-md object-contain"
        aria-label="Frame preview"
        data-testid="thumbnail-preview"
      />
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label id="thumbnail-time-label">Frame</Label>
          <span className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {formatTime(Math.floor(time))}
          </span>
        </div>
        <Slider
          min={0}
          max={Math.max(video.duration, 0.1)}
          step={0.1}
          value={[time]}
          onValueChange={([value]) => scrub(value ?? 0)}
          thumbLabels={["Thumbnail frame time"]}
          aria-labelledby="thumbnail-time-label"
          disabled={save.isPending}
        />
      </div>
      <div className="flex items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={upload}
          data-testid="thumbnail-file"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={save.isPending}
        >
          <ImageUp aria-hidden />
          Upload image
        </Button>
        {save.isPending && (
          <span className="text-muted-foreground text-sm" role="status">
            Updating thumbnail...
          </span>
        )}
      </div>
    </FormDialog>
  );
}

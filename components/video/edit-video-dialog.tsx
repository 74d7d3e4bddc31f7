"use client";

import { Loader2, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import {
  useEnhanceText,
  useUpdateVideo,
  type EnhancedField,
} from "@/client/resources/videos/mutations";
import { toast } from "@/client/toast/use-toast";
import type { VideoResponse } from "@/lib/videos/responses";
import {
  AI_WRITING_UNAVAILABLE,
  ENHANCE_DESCRIPTION_FIRST,
  ENHANCE_TITLE_FIRST,
} from "@/lib/ai/shared";
import { useAiStatus } from "@/client/resources/ai-status";
import { useAccessFields } from "./access-fields";
import { useTeamWorkspace, VisibilityField } from "@/components/workspace-context/visibility-field";
import { visibilityOf, type VideoPlacement } from "@/lib/workspaces/shared";
import {
  WorkspaceMoveField,
  type Placement,
} from "@/components/workspace-context/workspace-move-field";

interface EditVideoDialogProps {
  video: VideoResponse & VideoPlacement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The owner's edit: title (required), description, the workspace it belongs to, privacy, downloads,
 * and AI enhancement of the texts.
 */
export function EditVideoDialog({ video, open, onOpenChange }: EditVideoDialogProps) {
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [isPrivate, setIsPrivate] = useState(video.isPrivate);
  const placedIn = (): Placement => ({
    workspaceId: video.workspaceId,
    folderId: video.folderId ?? null,
  });
  const [placement, setPlacement] = useState<Placement>(placedIn);
  // In a team workspace (the one it is moved to, if so) the switch becomes three choices.
  const team = useTeamWorkspace(placement.workspaceId);
  const [visibility, setVisibility] = useState(visibilityOf(video));
  const [allowDownload, setAllowDownload] = useState(video.allowDownload);
  const [guestComments, setGuestComments] = useState(video.guestComments);
  const access = useAccessFields(video);
  const ai = useAiStatus();
  const save = useUpdateVideo(video.id, () => onOpenChange(false));
  const enhance = useEnhanceText((field, text) => {
    if (field === "title") setTitle(text);
    else setDescription(text);
  });

  const startEnhance = (field: EnhancedField) => {
    const text = field === "title" ? title : description;
    if (!text.trim()) {
      toast({
        title: field === "title" ? "Title required" : "Description required",
        description: field === "title" ? ENHANCE_TITLE_FIRST : ENHANCE_DESCRIPTION_FIRST,
        variant: "destructive",
      });
      return;
    }
    enhance.mutate({
      type: field,
      text,
      context: field === "title" ? description : title,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      toast({
        title: "Title required",
        description: "Please enter a title for your video.",
        variant: "destructive",
      });
      return;
    }
    const accessChanges = access.changes();
    if (!accessChanges) return;
    const who = team ? { visibility } : { isPrivate };
    const moved = placement.workspaceId !== video.workspaceId;
    const move = moved ? { workspaceId: placement.workspaceId, folderId: placement.folderId } : {};
    save.mutate({
      title: title.trim(),
      description,
      ...move,
      ...who,
      allowDownload,
      guestComments,
      ...accessChanges,
    });
  };

  // Without AI writing, Enhance is offered to operators only (disabled, with why).
  const enhanceButton = (field: EnhancedField) => {
    if (!ai.writing && !ai.operator) return undefined;
    const busy = enhance.isPending && enhance.variables?.type === field;
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => startEnhance(field)}
        disabled={enhance.isPending || !ai.writing}
        aria-describedby={ai.writing ? undefined : "edit-video-ai-unavailable"}
        aria-label={field === "title" ? "Enhance title" : "Enhance description"}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
        Enhance
      </Button>
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setTitle(video.title);
          setDescription(video.description);
          setIsPrivate(video.isPrivate);
          setVisibility(visibilityOf(video));
          setPlacement(placedIn());
          setAllowDownload(video.allowDownload);
          setGuestComments(video.guestComments);
          access.reset();
        }
        onOpenChange(next);
      }}
      title="Edit video"
      className="max-h-[90vh] overflow-y-auto"
      description="Change the title, the description, the workspace, who can watch, for how long, who can download, and the call to action."
      onSubmit={submit}
      busy={save.isPending}
      submitLabel={save.isPending ? "Saving..." : "Save changes"}
      onCancel={() => onOpenChange(false)}
    >
      <Field htmlFor="edit-video-title" label="Title" action={enhanceButton("title")}>
        <Input
          id="edit-video-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
        />
      </Field>
      <Field
        htmlFor="edit-video-description"
        label="Description"
        action={enhanceButton("description")}
      >
        <Textarea
          id="edit-video-description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={4}
          maxLength={5000}
        />
      </Field>
      {ai.writing || !ai.operator ? null : (
        <p id="edit-video-ai-unavailable" className="text-muted-foreground text-xs">
          {AI_WRITING_UNAVAILABLE}
        </p>
      )}
      <WorkspaceMoveField idPrefix="edit-video" value={placement} onChange={setPlacement} />
      {team ? (
        <VisibilityField
          id="edit-video-visibility"
          workspaceName={team.name}
          value={visibility}
          onChange={setVisibility}
        />
      ) : (
        <SwitchField
          id="edit-video-private"
          label="Make this recording private"
          checked={isPrivate}
          onCheckedChange={setIsPrivate}
        />
      )}
      <SwitchField
        id="edit-video-allow-download"
        label="Let viewers download this video"
        checked={allowDownload}
        onCheckedChange={setAllowDownload}
      />
      <SwitchField
        id="edit-video-guest-comments"
        label="Let viewers without an account comment and react"
        checked={guestComments}
        onCheckedChange={setGuestComments}
      />
      {access.fields}
    </FormDialog>
  );
}

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { SwitchField } from "@/components/ui/switch-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import { queryKeys } from "@/client/api/query-keys";
import type { VideoResponse } from "@/lib/library/types";
import { ENHANCE_DESCRIPTION_FIRST, ENHANCE_TITLE_FIRST } from "@/lib/ai/shared";
import { invalidateLibraryLists } from "@/client/resources/library-lists";
import { serverMessage } from "@/client/api/errors";
import { useAccessFields } from "./access-fields";

type Field = "title" | "description";

interface EditVideoDialogProps {
  video: VideoResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The owner's edit: title (required), description, privacy, downloads, and AI enhancement of the texts. */
export function EditVideoDialog({ video, open, onOpenChange }: EditVideoDialogProps) {
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [isPrivate, setIsPrivate] = useState(video.isPrivate);
  const [allowDownload, setAllowDownload] = useState(video.allowDownload);
  const access = useAccessFields(video);
  const queryClient = useQueryClient();
  const router = useRouter();

  const save = useMutation({
    mutationFn: () =>
      apiRequest<VideoResponse>("PATCH", `/api/videos/${video.id}`, {
        title: title.trim(),
        description,
        isPrivate,
        allowDownload,
        ...access.changes(),
      }),
    onSuccess: async (updated) => {
      if (updated) queryClient.setQueryData(queryKeys.video(video.id), updated);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.video(video.id) });
      await invalidateLibraryLists(queryClient);
      router.refresh();
    },
    onError: (error) =>
      toast({
        title: "Update failed",
        description: serverMessage(error),
        variant: "destructive",
      }),
  });

  const enhance = useMutation({
    mutationFn: (field: Field) =>
      apiRequest<{ enhancedText: string }>("POST", "/api/enhance-text", {
        text: field === "title" ? title : description,
        type: field,
        context: field === "title" ? description : title,
      }).then((result) => ({ field, text: result?.enhancedText ?? "" })),
    onSuccess: ({ field, text }) => {
      if (!text) return;
      if (field === "title") setTitle(text);
      else setDescription(text);
    },
    onError: (error) =>
      toast({
        title: "Enhancement failed",
        description: serverMessage(error),
        variant: "destructive",
      }),
  });

  const startEnhance = (field: Field) => {
    const text = field === "title" ? title : description;
    if (!text.trim()) {
      toast({
        title: field === "title" ? "Title required" : "Description required",
        description: field === "title" ? ENHANCE_TITLE_FIRST : ENHANCE_DESCRIPTION_FIRST,
        variant: "destructive",
      });
      return;
    }
    enhance.mutate(field);
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
    save.mutate();
  };

  const enhanceButton = (field: Field) => {
    const busy = enhance.isPending && enhance.variables === field;
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => startEnhance(field)}
        disabled={enhance.isPending}
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
          setAllowDownload(video.allowDownload);
          access.reset();
        }
        onOpenChange(next);
      }}
      title="Edit video"
      className="max-h-[90vh] overflow-y-auto"
      description="Change the title, the description, who can watch, for how long, who can download, and the call to action."
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
      <SwitchField
        id="edit-video-private"
        label="Make this recording private"
        checked={isPrivate}
        onCheckedChange={setIsPrivate}
      />
      <SwitchField
        id="edit-video-allow-download"
        label="Let viewers download this video"
        checked={allowDownload}
        onCheckedChange={setAllowDownload}
      />
      {access.fields}
    </FormDialog>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { useSession } from "@/client/auth/use-session";
import { serverMessage } from "@/client/http/errors";
import { useSendSupportRequest } from "@/client/resources/support";
import { SignInButton } from "@/components/auth/sign-in-button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_VIDEO_URL_MAX,
} from "@/lib/support/shared";

const EMPTY = { subject: "", message: "", videoUrl: "" };

/** The form's own check of the required fields; the server checks everything again. */
function missing(form: typeof EMPTY): Partial<Record<keyof typeof EMPTY, string>> {
  return {
    ...(form.subject.trim() ? {} : { subject: SUPPORT_MESSAGES.subjectRequired }),
    ...(form.message.trim() ? {} : { message: SUPPORT_MESSAGES.messageRequired }),
  };
}

/** 'Contact Support': a form to the support team for the signed-in, a sign-in prompt otherwise. */
export function ContactSupport() {
  const [open, setOpen] = useState(false);
  const { status } = useSession();
  // Inert until the page runs: a press before hydration would otherwise be lost.
  const hydrated = useHydrated();
  const trigger = (
    <Button type="button" onClick={() => setOpen(true)} disabled={!hydrated}>
      <Mail aria-hidden="true" />
      Contact Support
    </Button>
  );
  if (status === "unauthenticated") {
    return (
      <>
        {trigger}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Contact Support</DialogTitle>
              <DialogDescription>
                Sign in so our team knows who you are and can reply to your email address.
              </DialogDescription>
            </DialogHeader>
            <SignInButton className="justify-self-start" />
          </DialogContent>
        </Dialog>
      </>
    );
  }
  return (
    <>
      {trigger}
      <SupportForm open={open} onOpenChange={setOpen} />
    </>
  );
}

function SupportForm({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [shown, setShown] = useState<ReturnType<typeof missing>>({});
  const { current } = useWorkspaces();
  const send = useSendSupportRequest();
  const close = () => {
    onOpenChange(false);
    setForm(EMPTY);
    setShown({});
    send.reset();
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((before) => ({ ...before, [field]: value }));
    setShown((before) => ({ ...before, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = missing(form);
    setShown(errors);
    if (Object.keys(errors).length > 0) {
      document.getElementById(`${id}-${Object.keys(errors)[0]}`)?.focus();
      return;
    }
    const videoUrl = form.videoUrl.trim();
    send.mutate(
      {
        subject: form.subject,
        message: form.message,
        ...(videoUrl ? { videoUrl } : {}),
        ...(current ? { workspaceId: current.id } : {}),
      },
      { onSuccess: close },
    );
  };

  const failure = send.isError
    ? (serverMessage(send.error) ?? "Your message could not be sent. Please try again.")
    : null;
  const fieldProps = (field: keyof typeof EMPTY) => ({
    id: `${id}-${field}`,
    value: form[field],
    "aria-invalid": shown[field] ? true : undefined,
    "aria-describedby": shown[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: keyof typeof EMPTY) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className="text-destructive text-sm">
        {shown[field]}
      </p>
    ) : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Contact Support"
      description="Tell us what's going on and we'll reply by email. Pro plans get priority support."
      onSubmit={submit}
      busy={send.isPending}
      submitLabel={send.isPending ? "Sending..." : "Send message"}
      onCancel={close}
    >
      <Field htmlFor={`${id}-subject`} label="Subject">
        <Input
          {...fieldProps("subject")}
          maxLength={SUPPORT_SUBJECT_MAX}
          onChange={(event) => set("subject")(event.target.value)}
          autoComplete="off"
        />
        {error("subject")}
      </Field>
      <Field htmlFor={`${id}-message`} label="Message">
        <Textarea
          {...fieldProps("message")}
          maxLength={SUPPORT_MESSAGE_MAX}
          rows={5}
          className="max-h-64"
          onChange={(event) => set("message")(event.target.value)}
        />
        {error("message")}
      </Field>
      <Field htmlFor={`${id}-videoUrl`} label="Video link (optional)">
        <Input
          {...fieldProps("videoUrl")}
          type="url"
          inputMode="url"
          maxLength={SUPPORT_VIDEO_URL_MAX}
          placeholder="https://"
          onChange={(event) => set("videoUrl")(event.target.value)}
        />
      </Field>
      {failure ? (
        <p role="alert" className="text-destructive text-sm">
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}

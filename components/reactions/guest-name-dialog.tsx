"use client";

import { useState, type FormEvent } from "react";
import type { GuestSignature } from "@/client/resources/guest-name";
import { GuestFields } from "@/components/comments/guest-fields";
import { FormDialog } from "@/components/ui/form-dialog";

/** 'React as a guest': the name (and optional email) a new guest's reaction goes under. */
export function GuestNameDialog({
  onSigned,
  onCancel,
}: {
  onSigned: (signature: GuestSignature) => void;
  onCancel: () => void;
}) {
  const [guest, setGuest] = useState<GuestSignature>({ guestName: "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guestName = guest.guestName.trim();
    if (!guestName) return;
    const email = guest.guestEmail?.trim();
    onSigned({ guestName, ...(email ? { guestEmail: email } : {}) });
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="React as a guest"
      description="Your name is shown with your reaction."
      onSubmit={submit}
      busy={false}
      submitLabel="React"
      submitDisabled={!guest.guestName.trim()}
      onCancel={onCancel}
    >
      <GuestFields idSuffix="-reaction" value={guest} onChange={setGuest} />
    </FormDialog>
  );
}

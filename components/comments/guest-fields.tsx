"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { GuestSignature } from "@/client/resources/guest-name";
import { MAX_GUEST_NAME_LENGTH } from "@/lib/comments/shared";

/** 'Your name' (required) and 'Email' (optional, for the owner only) of a guest's comment. */
export function GuestFields({
  idSuffix,
  value,
  onChange,
  autoFocus = false,
}: {
  idSuffix: string;
  /** The viewer just asked to comment as a guest: their name comes first. */
  autoFocus?: boolean;
  value: GuestSignature;
  onChange: (value: GuestSignature) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`guest-name${idSuffix}`}>Your name</Label>
        <Input
          id={`guest-name${idSuffix}`}
          autoComplete="name"
          autoFocus={autoFocus}
          required
          maxLength={MAX_GUEST_NAME_LENGTH}
          value={value.guestName}
          onChange={(event) => onChange({ ...value, guestName: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`guest-email${idSuffix}`}>Email (optional)</Label>
        <Input
          id={`guest-email${idSuffix}`}
          type="email"
          autoComplete="email"
          aria-describedby={`guest-email-hint${idSuffix}`}
          value={value.guestEmail ?? ""}
          onChange={(event) => onChange({ ...value, guestEmail: event.target.value })}
        />
        <p id={`guest-email-hint${idSuffix}`} className="text-muted-foreground text-xs">
          Only the video&apos;s owner sees it, so they can reply.
        </p>
      </div>
    </div>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useCreateTrackedLink } from "@/client/resources/tracked-link-mutations";
import { CopyField } from "./copy-field";

/** 'New tracked link': who it is for, then its URL to copy (shown this once). */
export function TrackedLinkForm({ videoId }: { videoId: number }) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [company, setCompany] = useState("");
  const [note, setNote] = useState("");
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const create = useCreateTrackedLink(videoId, (link) => {
    setCreatedUrl(link.url);
    setName("");
    setEmail("");
    setCompany("");
    setNote("");
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => value.trim() || undefined;
    create.mutate({
      recipientName: name.trim(),
      recipientEmail: optional(email),
      company: optional(company),
      note: optional(note),
    });
  };

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-3" aria-label="New tracked link">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field htmlFor={`${id}-name`} label="Recipient name">
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            required
          />
        </Field>
        <Field htmlFor={`${id}-company`} label="Company (optional)">
          <Input
            id={`${id}-company`}
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            maxLength={100}
          />
        </Field>
      </div>
      <Field htmlFor={`${id}-email`} label="Recipient email (optional)">
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
      </Field>
      <Field htmlFor={`${id}-note`} label="Note shown to the recipient (optional)">
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          rows={2}
        />
      </Field>
      <Button type="submit" disabled={create.isPending || !name.trim()}>
        {create.isPending && <Spinner aria-hidden />}
        Create tracked link
      </Button>
      {createdUrl && (
        <CopyField label="Tracked link" copyLabel="Copy tracked link" value={createdUrl} />
      )}
    </form>
  );
}

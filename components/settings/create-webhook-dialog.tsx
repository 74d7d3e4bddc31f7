"use client";

import { useState, type FormEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useCreateWebhook } from "@/client/resources/webhooks";
import {
  WEBHOOK_EVENT_TEXT,
  WEBHOOK_EVENTS,
  type CreatedWebhook,
  type WebhookEventType,
  type WebhookFormat,
} from "@/lib/webhooks/shared";

interface CreateWebhookDialogProps {
  workspaceId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new webhook with its secret, shown once by the caller. */
  onCreated: (webhook: CreatedWebhook) => void;
}

/** URL, format (signed JSON or Slack) and events of a new webhook. */
export function CreateWebhookDialog(props: CreateWebhookDialogProps) {
  const { workspaceId, open, onOpenChange, onCreated } = props;
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState<WebhookFormat>("json");
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const create = useCreateWebhook((webhook) => {
    onCreated(webhook);
    onOpenChange(false);
  });
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ url: url.trim(), events, format, workspaceId });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add webhook"
      description="Events are posted to this https:// address as they happen, signed with a secret shown once."
      onSubmit={submit}
      busy={create.isPending}
      submitDisabled={!url.trim() || events.length === 0}
      submitLabel={
        create.isPending ? (
          <>
            <Spinner /> Adding...
          </>
        ) : (
          "Add webhook"
        )
      }
      onCancel={() => onOpenChange(false)}
    >
      <div className="grid gap-2">
        <Label htmlFor="webhook-url">Endpoint URL</Label>
        <Input
          id="webhook-url"
          type="url"
          inputMode="url"
          value={url}
          maxLength={2000}
          placeholder="https://hooks.example.com/demoreel"
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="webhook-format">Format</Label>
        <Select value={format} onValueChange={(value) => setFormat(value as WebhookFormat)}>
          <SelectTrigger id="webhook-format" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="json">JSON, signed (Standard Webhooks)</SelectItem>
            <SelectItem value="slack">Slack incoming webhook</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="flex items-start gap-2">
            <Checkbox
              id={`webhook-event-${event}`}
              checked={events.includes(event)}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
            <Label htmlFor={`webhook-event-${event}`} className="grid gap-0.5 font-normal">
              <code className="text-xs">{event}</code>
              <span className="text-muted-foreground text-xs">{WEBHOOK_EVENT_TEXT[event]}</span>
            </Label>
          </div>
        ))}
      </fieldset>
    </FormDialog>
  );
}

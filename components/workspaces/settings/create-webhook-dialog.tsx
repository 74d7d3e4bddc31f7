"use client";

import { useId, useState, type FormEvent } from "react";
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
  SLACK_MESSAGE_EXAMPLES,
  SLACK_WEBHOOK_HOST,
  WEBHOOK_EVENT_TEXT,
  WEBHOOK_EVENTS,
  type CreatedWebhook,
  type WebhookEventType,
  type WebhookFormat,
} from "@/lib/webhooks/shared";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";

interface CreateWebhookDialogProps {
  workspace: Pick<WorkspaceResponse, "id" | "name">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new webhook (a signed endpoint's secret is shown once by the caller). */
  onCreated: (webhook: CreatedWebhook) => void;
}

/** What the dialog says for each format: Slack's speaks of a channel, JSON's of a signed endpoint. */
const FORMAT_TEXT: Record<
  WebhookFormat,
  { description: (workspace: string) => string; label: string; placeholder: string }
> = {
  slack: {
    description: (workspace) =>
      `Posts a message to a Slack channel for each event of a video in ${workspace}. In Slack, add an incoming webhook to the channel, then paste its URL here.`,
    label: "Slack incoming-webhook URL",
    placeholder: `https://${SLACK_WEBHOOK_HOST}/services/...`,
  },
  json: {
    description: (workspace) =>
      `Posts each event of a video in ${workspace} as JSON to your https:// endpoint, signed with a secret that is shown once.`,
    label: "Endpoint URL",
    placeholder: "https://hooks.example.com/demoreel",
  },
};

/** Whether a typed URL is on Slack's incoming-webhook host (a hint only: any https URL is kept). */
function onSlackHost(url: string): boolean {
  return URL.canParse(url) && new URL(url).hostname === SLACK_WEBHOOK_HOST;
}

/** Format (a Slack channel or signed JSON), URL and events of a new webhook of the workspace. */
export function CreateWebhookDialog(props: CreateWebhookDialogProps) {
  const { workspace, open, onOpenChange, onCreated } = props;
  const id = useId();
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState<WebhookFormat>("json");
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const create = useCreateWebhook((webhook) => {
    onCreated(webhook);
    onOpenChange(false);
  });
  const text = FORMAT_TEXT[format];
  const trimmed = url.trim();
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({ url: trimmed, events, format, workspaceId: workspace.id });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={format === "slack" ? "Add Slack webhook" : "Add webhook"}
      // The events and Slack's examples outgrow a short window: the dialog scrolls in itself.
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      description={text.description(workspace.name)}
      onSubmit={submit}
      busy={create.isPending}
      submitDisabled={!trimmed || events.length === 0}
      submitLabel={
        create.isPending ? (
          <>
            <Spinner /> Adding...
          </>
        ) : format === "slack" ? (
          "Add Slack webhook"
        ) : (
          "Add webhook"
        )
      }
      onCancel={() => onOpenChange(false)}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-format`}>Send to</Label>
        <Select value={format} onValueChange={(value) => setFormat(value as WebhookFormat)}>
          <SelectTrigger id={`${id}-format`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="json">My endpoint: signed JSON (Standard Webhooks)</SelectItem>
            <SelectItem value="slack">A Slack channel</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{text.label}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={2000}
          placeholder={text.placeholder}
          aria-describedby={format === "slack" ? `${id}-slack-hint` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {format === "slack" && (
          <p id={`${id}-slack-hint`} className="text-muted-foreground text-xs">
            {trimmed && !onSlackHost(trimmed)
              ? `This is not a Slack address: Slack's incoming-webhook URLs start with https://${SLACK_WEBHOOK_HOST}/.`
              : "Slack shows the URL when you add the Incoming Webhooks app to a channel."}
          </p>
        )}
      </div>
      {format === "slack" && <SlackExamples />}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="flex items-start gap-2">
            <Checkbox
              id={`${id}-event-${event}`}
              checked={events.includes(event)}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
            <Label htmlFor={`${id}-event-${event}`} className="grid gap-0.5 font-normal">
              <code className="text-xs">{event}</code>
              <span className="text-muted-foreground text-xs">{WEBHOOK_EVENT_TEXT[event]}</span>
            </Label>
          </div>
        ))}
      </fieldset>
    </FormDialog>
  );
}

/** What the channel will read, one message per event, each title linking to the video. */
function SlackExamples() {
  return (
    <section aria-label="What the messages look like" className="grid gap-1.5">
      <p className="text-sm font-medium">What the messages look like</p>
      <ul className="bg-muted/50 grid gap-1 rounded-md border p-3 text-sm">
        {SLACK_MESSAGE_EXAMPLES.map((message) => (
          <li key={message} className="break-words">
            {message}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        Each message links the video&apos;s title to its page.
      </p>
    </section>
  );
}

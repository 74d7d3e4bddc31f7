"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus, Send, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { ApiRequestError } from "@/client/http/errors";
import { useDeleteWebhook, useSendTestEvent, webhooksQuery } from "@/client/resources/webhooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";
import { isAdmin } from "@/components/workspaces/roles";
import type { CreatedWebhook, WebhookView } from "@/lib/webhooks/responses";
import { CreateWebhookDialog } from "./create-webhook-dialog";
import { ShownOnce } from "./shown-once";
import { WebhookDeliveries } from "./webhook-deliveries";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

/** One webhook: where, which events, its deliveries, and Send test / Delete. */
function WebhookItem({ webhook, onDelete }: { webhook: WebhookView; onDelete: () => void }) {
  const test = useSendTestEvent();
  return (
    <li className="grid gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-all">{webhook.url}</span>
        <Badge variant="secondary">{webhook.format === "slack" ? "Slack" : "JSON"}</Badge>
      </div>
      <p className="text-muted-foreground text-xs break-words">{webhook.events.join(", ")}</p>
      <WebhookDeliveries webhookId={webhook.id} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate(webhook.id)}
          aria-label={`Send a test event to ${webhook.url}`}
        >
          <Send aria-hidden />
          Send test
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete the webhook to ${webhook.url}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** The current workspace's webhooks (owners and admins): add (secret shown once), test, delete. */
export function WebhooksCard() {
  const { current } = useWorkspaces();
  const admin = isAdmin(current?.role);
  const hooks = useQuery({
    ...webhooksQuery(current?.id ?? 0),
    enabled: Boolean(current) && admin,
  });
  const [creating, setCreating] = useState(false);
  // A fresh key per opening: a cancelled draft never comes back with the next 'Add webhook'.
  const [opening, setOpening] = useState(0);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const remove = useDeleteWebhook(current?.id ?? 0, () => setDeleting(null));
  const error = hooks.error instanceof ApiRequestError ? hooks.error : null;
  const planNeeded = error?.code === "plan_required";

  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle id="webhooks-title" className="flex items-center gap-2 text-lg">
            <Webhook className="text-muted-foreground size-5" aria-hidden />
            Webhooks
          </CardTitle>
          <CardDescription>
            Send {current?.name ?? "this workspace"}&apos;s views, milestones, clicks, comments and
            ready videos to your CRM or to Slack as they happen.
          </CardDescription>
        </div>
        {admin && !planNeeded && (
          <Button
            type="button"
            size="sm"
            onClick={() => {
              setOpening((n) => n + 1);
              setCreating(true);
            }}
          >
            <Plus aria-hidden />
            Add webhook
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!current ? (
          <Skeleton className="h-16 w-full" />
        ) : !admin ? (
          <p className="text-muted-foreground text-sm">
            Only the workspace&apos;s owners and admins manage its webhooks.
          </p>
        ) : planNeeded ? (
          <PlanNeededNote message={error.serverMessage ?? "Webhooks need Pro Annual."} />
        ) : (
          <>
            {created && (
              <ShownOnce
                id="new-webhook-secret"
                what="signing secret"
                value={created.secret}
                onDone={() => setCreated(null)}
              />
            )}
            {hooks.isPending ? (
              <Skeleton className="h-16 w-full" aria-label="Loading webhooks" />
            ) : hooks.isError ? (
              <p className="text-destructive text-sm">
                Could not load the webhooks. Please try again.
              </p>
            ) : hooks.data.length === 0 ? (
              <p className="text-muted-foreground text-sm">No webhooks yet.</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label="Webhooks">
                {hooks.data.map((webhook) => (
                  <WebhookItem
                    key={webhook.id}
                    webhook={webhook}
                    onDelete={() => setDeleting(webhook)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      {current && (
        <CreateWebhookDialog
          key={opening}
          workspaceId={current.id}
          open={creating}
          onOpenChange={setCreating}
          onCreated={setCreated}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && !remove.isPending && setDeleting(null)}
        title="Delete this webhook?"
        description={`Events stop going to ${deleting?.url ?? ""} at once.`}
        cancelLabel="Cancel"
        cancelDisabled={remove.isPending}
        confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
        onConfirm={(event) => {
          // Stay open until it is deleted; onSuccess closes the dialog.
          event.preventDefault();
          if (deleting && !remove.isPending) remove.mutate(deleting.id);
        }}
        busy={remove.isPending}
        destructive
      />
    </Card>
  );
}

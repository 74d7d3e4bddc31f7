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
import { ShownOnce } from "@/components/settings/shown-once";
import type { CreatedWebhook, WebhookView } from "@/lib/webhooks/responses";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";
import { isAdmin } from "../roles";
import { CreateWebhookDialog } from "./create-webhook-dialog";
import { WebhookDeliveries } from "./webhook-deliveries";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

/** Which videos a workspace's webhooks hear of: its own, and in a team not the private ones. */
export function webhookScope(workspace: Pick<WorkspaceResponse, "name" | "personal">): string {
  return workspace.personal
    ? `Sends events for videos in ${workspace.name}, your personal workspace. A team workspace's videos send events to that team's webhooks, in its Workspace settings.`
    : `Sends events for videos in ${workspace.name}. Videos only their creator can watch, and videos in personal or other workspaces, send nothing here.`;
}

/** One webhook: where, which events, its deliveries, and Send test / Delete. */
function WebhookItem({ webhook, onDelete }: { webhook: WebhookView; onDelete: () => void }) {
  const test = useSendTestEvent();
  return (
    <li className="grid gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-all">{webhook.url}</span>
        <Badge variant="secondary">{webhook.format === "slack" ? "Slack" : "Signed JSON"}</Badge>
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

/**
 * A workspace's webhooks (owners and admins, as the API allows): add (a signed endpoint's secret
 * shown once), test, delete. Other members read whom to ask. Keyed by the workspace by its parent.
 */
export function WebhooksCard({ workspace }: { workspace: WorkspaceResponse }) {
  const admin = isAdmin(workspace.role);
  const hooks = useQuery({ ...webhooksQuery(workspace.id), enabled: admin });
  const [creating, setCreating] = useState(false);
  // A fresh key per opening: a cancelled draft never comes back with the next 'Add webhook'.
  const [opening, setOpening] = useState(0);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const remove = useDeleteWebhook(workspace.id, () => setDeleting(null));
  const error = hooks.error instanceof ApiRequestError ? hooks.error : null;
  const planNeeded = error?.code === "plan_required";

  return (
    <Card id="webhooks" aria-labelledby="webhooks-title" className="scroll-mt-20">
      <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle id="webhooks-title" className="flex items-center gap-2 text-lg">
            <Webhook className="text-muted-foreground size-5" aria-hidden />
            Webhooks
          </CardTitle>
          <CardDescription data-testid="webhooks-scope">{webhookScope(workspace)}</CardDescription>
          <CardDescription>
            Views, milestones, clicks, comments and ready videos go to a Slack channel or to your
            CRM&apos;s endpoint as they happen.
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
        {!admin ? (
          <p className="text-muted-foreground text-sm">
            Only {workspace.name}&apos;s owners and admins manage its webhooks.
          </p>
        ) : planNeeded ? (
          <PlanNeededNote message={error.serverMessage ?? "Webhooks need Pro Annual."} />
        ) : (
          <>
            {created && created.format === "json" && (
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
      <CreateWebhookDialog
        key={opening}
        workspace={workspace}
        open={creating}
        onOpenChange={setCreating}
        onCreated={setCreated}
      />
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

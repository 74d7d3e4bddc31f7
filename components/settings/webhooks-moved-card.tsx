"use client";

import { ArrowRight, Webhook } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";

/**
 * Where webhooks went: each workspace's settings, since a webhook hears only of its workspace's
 * videos. One button per workspace makes it current and opens its webhooks.
 */
export function WebhooksMovedCard() {
  const { workspaces, switchTo } = useWorkspaces();
  const router = useRouter();
  const open = (workspaceId: number) => {
    switchTo(workspaceId, { stay: true });
    router.push("/settings/workspace#webhooks");
  };
  return (
    <Card aria-labelledby="webhooks-moved-title">
      <CardHeader>
        <CardTitle id="webhooks-moved-title" className="flex items-center gap-2 text-lg">
          <Webhook className="text-muted-foreground size-5" aria-hidden />
          Webhooks
        </CardTitle>
        <CardDescription>
          Webhooks now live in each workspace&apos;s settings: a webhook sends events only for the
          videos of the workspace it was added in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {workspaces.length === 0 ? (
          <Skeleton className="h-9 w-full" />
        ) : (
          <ul className="grid gap-2" aria-label="Webhooks by workspace">
            {workspaces.map((workspace) => (
              <li key={workspace.id}>
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto w-full justify-between py-2 text-left whitespace-normal"
                  onClick={() => open(workspace.id)}
                >
                  <span className="min-w-0 break-words">
                    Webhooks of {workspace.name}
                    {workspace.personal && (
                      <span className="text-muted-foreground"> (personal)</span>
                    )}
                  </span>
                  <ArrowRight aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

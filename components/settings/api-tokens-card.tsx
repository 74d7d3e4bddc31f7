"use client";

import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { KeyRound, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { apiTokensQuery, useRevokeToken } from "@/client/resources/tokens";
import { isTokenExpired, type ApiTokenView } from "@/lib/auth/tokens/shared";
import { CreateTokenDialog } from "./create-token-dialog";
import { ShownOnce } from "./shown-once";

const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");

function expiryText(token: ApiTokenView): string {
  if (token.expiresAt === null) return "Never expires";
  return `${isTokenExpired(token) ? "Expired" : "Expires"} ${day(token.expiresAt)}`;
}

/** The user's API tokens: scope and expiry, create (shown once) and revoke. */
export function ApiTokensCard() {
  const tokens = useQuery(apiTokensQuery());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const revoke = useRevokeToken(() => setRevoking(null));

  return (
    <Card aria-labelledby="api-tokens-title">
      <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle id="api-tokens-title" className="flex items-center gap-2 text-lg">
            <KeyRound className="text-muted-foreground size-5" aria-hidden />
            API tokens
          </CardTitle>
          <CardDescription>
            For scripts and integrations: send <code>Authorization: Bearer &lt;token&gt;</code>.
            Tokens can&apos;t create tokens or manage billing.
          </CardDescription>
        </div>
        <Button type="button" size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          New token
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created && (
          <ShownOnce id="new-token" what="token" value={created} onDone={() => setCreated(null)} />
        )}
        {tokens.isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Loading API tokens" />
        ) : tokens.isError ? (
          <p className="text-destructive text-sm">Could not load your tokens. Please try again.</p>
        ) : tokens.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No API tokens yet.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Your API tokens">
            {tokens.data.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                <span className="font-medium">{token.name}</span>
                <Badge variant={token.scope === "write" ? "default" : "secondary"}>
                  {token.scope === "write" ? "Read and write" : "Read only"}
                </Badge>
                <span className="text-muted-foreground text-sm">
                  Created {day(token.createdAt)} · {expiryText(token)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  <Trash2 aria-hidden />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} onCreated={setCreated} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => !next && !revoke.isPending && setRevoking(null)}
        title="Revoke this token?"
        description={`Anything using "${revoking?.name ?? ""}" stops working at once.`}
        cancelLabel="Cancel"
        cancelDisabled={revoke.isPending}
        confirmLabel={revoke.isPending ? "Revoking..." : "Revoke"}
        onConfirm={(event) => {
          // Stay open until the token is revoked; onSuccess closes the dialog.
          event.preventDefault();
          if (revoking && !revoke.isPending) revoke.mutate(revoking.id);
        }}
        busy={revoke.isPending}
        destructive
      />
    </Card>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useId, useState, type FormEvent } from "react";
import { useSession } from "@/client/auth/use-session";
import {
  useAcceptOwnership,
  useCancelOwnershipOffer,
  useDeclineOwnership,
  useOfferOwnership,
} from "@/client/resources/ownership";
import { membersQuery, ownershipOfferQuery } from "@/client/resources/workspaces";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import type { OwnershipOfferResponse, WorkspaceResponse } from "@/lib/workspaces/responses";
import { memberName } from "./member-name";

const day = (iso: string) => format(new Date(iso), "MMM d");

/**
 * Ownership moves only when the new owner accepts: the owner offers it to an admin (and may
 * cancel), the offered admin accepts or declines here. Shown to the owner and the admins.
 */
export function OwnershipCard({ workspace }: { workspace: WorkspaceResponse }) {
  const { data: session } = useSession();
  const offer = useQuery(ownershipOfferQuery(workspace.id));
  const pending = offer.data?.offer ?? null;
  const owner = workspace.role === "owner";
  const toMe = pending !== null && pending.offeredTo.userId === session?.user?.id;
  if (!owner && !toMe) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Ownership</CardTitle>
        <CardDescription>
          The owner pays for the workspace&apos;s plan and seats and may delete it. Ownership moves
          only when the new owner accepts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {toMe && pending ? (
          <OfferToMe workspace={workspace} offer={pending} />
        ) : pending ? (
          <OfferMade workspaceId={workspace.id} offer={pending} />
        ) : offer.data ? (
          <OfferForm workspaceId={workspace.id} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function OfferToMe({
  workspace,
  offer,
}: {
  workspace: WorkspaceResponse;
  offer: OwnershipOfferResponse;
}) {
  const [confirming, setConfirming] = useState(false);
  const accept = useAcceptOwnership(workspace.id);
  const decline = useDeclineOwnership(workspace.id);
  const from = memberName(offer.offeredBy);
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="grid gap-3" role="status">
      <p className="text-sm">
        {from} offered you the ownership of {workspace.name} (until {day(offer.expiresAt)}). If you
        accept, its plan becomes your subscription&apos;s, its creator seats are billed to you, and{" "}
        {from} becomes an admin.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          Accept ownership
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => decline.mutate()}>
          {decline.isPending ? <Spinner /> : null}
          Decline
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Become the owner of ${workspace.name}?`}
        description="Its plan and its creator seats move to your subscription now."
        cancelLabel="Cancel"
        confirmLabel="Accept ownership"
        busy={accept.isPending}
        onConfirm={(event) => {
          event.preventDefault();
          accept.mutate(undefined, { onSettled: () => setConfirming(false) });
        }}
      />
    </div>
  );
}

function OfferMade({ workspaceId, offer }: { workspaceId: number; offer: OwnershipOfferResponse }) {
  const cancel = useCancelOwnershipOffer(workspaceId);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="min-w-48 flex-1 text-sm">
        Offered to {memberName(offer.offeredTo)} until {day(offer.expiresAt)}. Nothing changes until
        they accept.
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {cancel.isPending ? <Spinner /> : null}
        Cancel offer
      </Button>
    </div>
  );
}

function OfferForm({ workspaceId }: { workspaceId: number }) {
  const id = useId();
  const members = useQuery(membersQuery(workspaceId));
  const admins = (members.data ?? []).filter((member) => member.role === "admin");
  const [chosen, setChosen] = useState<string>("");
  const make = useOfferOwnership(workspaceId);
  const target = admins.find((admin) => admin.userId === chosen);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target) make.mutate({ userId: target.userId, name: memberName(target) });
  };
  if (members.data && admins.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Ownership can be offered to an admin: make a member an admin first.
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="grid min-w-48 flex-1 gap-2">
        <Label htmlFor={id}>New owner</Label>
        <Select value={chosen} onValueChange={setChosen}>
          <SelectTrigger id={id} aria-label="New owner">
            <SelectValue placeholder="Choose an admin" />
          </SelectTrigger>
          <SelectContent>
            {admins.map((admin) => (
              <SelectItem key={admin.userId} value={admin.userId}>
                {memberName(admin)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" variant="outline" disabled={!target || make.isPending}>
        {make.isPending ? <Spinner /> : null}
        Offer ownership
      </Button>
    </form>
  );
}

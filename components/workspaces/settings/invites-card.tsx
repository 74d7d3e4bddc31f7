"use client";

import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Mail, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { invitesQuery } from "@/client/resources/workspaces";
import { useInvite, useRevokeInvite } from "@/client/resources/workspace-actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";
import { ROLE_LABELS } from "../roles";
import { JoinRequest } from "./join-request";
import { RoleSelect } from "./role-select";
import { SeatCostNote } from "./seat-cost-note";

const INVITABLE = ["admin", "creator", "viewer"] as const;
type InvitableRole = (typeof INVITABLE)[number];

/** Admins invite by email with a role and revoke invites still pending. */
export function InvitesCard({ workspace }: { workspace: WorkspaceResponse }) {
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InvitableRole>("creator");
  const invites = useQuery(invitesQuery(workspace.id));
  const invite = useInvite(workspace.id, () => setEmail(""));
  const revoke = useRevokeInvite(workspace.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address) invite.mutate({ email: address, role });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite members</CardTitle>
        <CardDescription>
          We email a link valid for 7 days. The account signed in with that address joins; another
          account can join with the link only once an admin approves.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
          <Field htmlFor={emailId} label="Email" className="min-w-48 flex-1">
            <Input
              id={emailId}
              type="email"
              autoComplete="off"
              placeholder="name@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <div className="grid gap-2">
            <Label htmlFor={roleId}>Role</Label>
            <RoleSelect
              id={roleId}
              label="Role"
              value={role}
              roles={INVITABLE}
              onChange={setRole}
            />
          </div>
          <Button type="submit" disabled={!email.trim() || invite.isPending}>
            {invite.isPending ? <Spinner /> : <Mail aria-hidden />}
            Send invite
          </Button>
        </form>
        <SeatCostNote workspaceId={workspace.id} role={role} />
        {invites.data && invites.data.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">Pending invites</h3>
            <ul className="divide-y rounded-md border" aria-label="Pending invites">
              {invites.data.map((pending) => (
                <li key={pending.id} className="grid gap-2 px-3 py-2 text-sm">
                  <div className="flex items-center gap-3">
                    <span className="min-w-0 flex-1 truncate">{pending.email}</span>
                    <span className="text-muted-foreground hidden sm:inline">
                      {ROLE_LABELS[pending.role]} · expires{" "}
                      {format(new Date(pending.expiresAt), "MMM d")}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Revoke the invite to ${pending.email}`}
                      title="Revoke invite"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(pending.id)}
                    >
                      <X aria-hidden />
                    </Button>
                  </div>
                  {pending.requestedBy ? (
                    <JoinRequest workspaceId={workspace.id} invite={pending} />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { UserMinus } from "lucide-react";
import { useSession } from "@/client/auth/use-session";
import { useState } from "react";
import { membersQuery } from "@/client/resources/workspaces";
import { useChangeRole } from "@/client/resources/workspace-actions";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { initials } from "@/lib/format/initials";
import type { MemberResponse, WorkspaceResponse } from "@/lib/workspaces/responses";
import { isAdmin, ROLE_LABELS, type Role } from "../roles";
import { memberName } from "./member-name";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { RoleSelect } from "./role-select";

/** What an owner or admin may do to one member's row. */
function rowRights(me: Role, member: MemberResponse, isSelf: boolean) {
  const manage = isAdmin(me) && member.role !== "owner" && !isSelf;
  return {
    /** Never Owner: ownership moves only by an offer the new owner accepts (OwnershipCard). */
    roles: manage ? (["admin", "creator", "viewer"] as const) : null,
    remove: manage,
  };
}

/** The members, owner first, with their roles; admins change roles and remove members. */
export function MembersCard({ workspace }: { workspace: WorkspaceResponse }) {
  const { data: session } = useSession();
  const selfId = session?.user?.id;
  const members = useQuery(membersQuery(workspace.id));
  const changeRole = useChangeRole(workspace.id);
  const [removing, setRemoving] = useState<MemberResponse | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          {workspace.memberCount} {workspace.memberCount === 1 ? "member" : "members"},{" "}
          {workspace.seatsUsed} creator {workspace.seatsUsed === 1 ? "seat" : "seats"}. Viewers
          watch and comment for free.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <ul className="divide-y" aria-label="Members">
            {(members.data ?? []).map((member) => {
              const name = memberName(member);
              const rights = rowRights(workspace.role, member, member.userId === selfId);
              return (
                <li key={member.userId} className="flex flex-wrap items-center gap-3 py-3">
                  <Avatar className="size-8">
                    {member.profileImageUrl ? (
                      <AvatarImage src={member.profileImageUrl} alt="" />
                    ) : null}
                    <AvatarFallback aria-hidden>{initials(name)}</AvatarFallback>
                  </Avatar>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">
                      {name}
                      {member.userId === selfId ? " (you)" : ""}
                    </p>
                    {member.email && member.email !== name ? (
                      <p className="text-muted-foreground truncate text-xs">{member.email}</p>
                    ) : null}
                  </div>
                  {rights.roles && member.role !== "owner" ? (
                    <RoleSelect
                      label={`Role of ${name}`}
                      value={member.role}
                      roles={rights.roles}
                      disabled={changeRole.isPending}
                      onChange={(role) => changeRole.mutate({ userId: member.userId, role })}
                    />
                  ) : (
                    <span className="text-muted-foreground text-sm">
                      {ROLE_LABELS[member.role]}
                    </span>
                  )}
                  {rights.remove ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove ${name}`}
                      title={`Remove ${name}`}
                      onClick={() => setRemoving(member)}
                    >
                      <UserMinus aria-hidden />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      {removing ? (
        <RemoveMemberDialog
          workspace={workspace}
          member={removing}
          members={members.data ?? []}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Card>
  );
}

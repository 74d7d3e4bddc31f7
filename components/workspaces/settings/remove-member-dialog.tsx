"use client";

import { useId, useState, type FormEvent } from "react";
import { useRemoveMember } from "@/client/resources/workspace-actions";
import { FormDialog } from "@/components/ui/form-dialog";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { MemberResponse, WorkspaceResponse } from "@/lib/workspaces/responses";
import { ROLE_LABELS } from "../roles";
import { memberName } from "./member-name";

/**
 * Removing a member: their videos in the workspace stay with the team, passed to the owner (the
 * default) or to an admin picked here, with their visibility and links unchanged.
 */
export function RemoveMemberDialog({
  workspace,
  member,
  members,
  onClose,
}: {
  workspace: WorkspaceResponse;
  member: MemberResponse;
  members: readonly MemberResponse[];
  onClose: () => void;
}) {
  const id = useId();
  const recipients = members.filter(
    (candidate) =>
      candidate.userId !== member.userId &&
      (candidate.role === "owner" || candidate.role === "admin"),
  );
  const owner = recipients.find((candidate) => candidate.role === "owner");
  const [recipient, setRecipient] = useState(owner?.userId ?? "");
  const remove = useRemoveMember(workspace.id, undefined, () => undefined);
  const name = memberName(member);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The owner is the server's default: only another choice is sent.
    const transferTo = recipient && recipient !== owner?.userId ? recipient : undefined;
    remove.mutate({ userId: member.userId, transferTo }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${name}?`}
      description={`They lose access to ${workspace.name}. Their videos in it stay with the team, with the same visibility and links.`}
      onSubmit={submit}
      busy={remove.isPending}
      submitLabel="Remove"
      onCancel={onClose}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>Their videos go to</Label>
        <Select value={recipient} onValueChange={setRecipient}>
          <SelectTrigger id={id} aria-label="Their videos go to">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {recipients.map((candidate) => (
              <SelectItem key={candidate.userId} value={candidate.userId}>
                {memberName(candidate)} ({ROLE_LABELS[candidate.role]})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </FormDialog>
  );
}

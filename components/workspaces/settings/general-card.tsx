"use client";

import { useId, useState, type FormEvent } from "react";
import { useRenameWorkspace } from "@/client/resources/workspace-actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";
import { isAdmin, ROLE_LABELS } from "../roles";

/** The workspace's name (admins rename it), the caller's role and the plan. */
export function GeneralCard({ workspace }: { workspace: WorkspaceResponse }) {
  const id = useId();
  const [name, setName] = useState(workspace.name);
  const rename = useRenameWorkspace(workspace.id);
  const trimmed = name.trim();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed && trimmed !== workspace.name) rename.mutate(trimmed);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Workspace</CardTitle>
        <CardDescription>
          You are {ROLE_LABELS[workspace.role].toLowerCase()} of this workspace on the{" "}
          {workspace.plan === "pro" ? "Pro" : "Free"} plan.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isAdmin(workspace.role) ? (
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
            <Field htmlFor={id} label="Name" className="min-w-48 flex-1">
              <Input
                id={id}
                value={name}
                maxLength={100}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              variant="outline"
              disabled={!trimmed || trimmed === workspace.name || rename.isPending}
            >
              {rename.isPending ? <Spinner /> : null}
              Rename
            </Button>
          </form>
        ) : (
          <p className="font-medium">{workspace.name}</p>
        )}
      </CardContent>
    </Card>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { workspacesQuery } from "@/client/resources/workspaces";
import { withQueryProvider } from "@/components/providers/query-provider";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";

interface WorkspacesSyncProps {
  /** The list the server rendered the page with, if it did. */
  initial?: WorkspaceResponse[];
  onChange: (workspaces: WorkspaceResponse[]) => void;
}

function Sync({ initial, onChange }: WorkspacesSyncProps) {
  const list = useQuery({ ...workspacesQuery(), initialData: initial });
  useEffect(() => {
    if (list.data) onChange(list.data);
  }, [list.data, onChange]);
  return null;
}

/**
 * Keeps the signed-in user's workspaces up to date through the workspaces query (which the
 * switcher and the settings invalidate). Loaded only once someone is signed in, so a signed-out
 * page never loads the query library for it.
 */
export const WorkspacesSync = withQueryProvider(Sync);

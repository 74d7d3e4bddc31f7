"use client";

import { Dashboard } from "@/components/library/dashboard";
import { useWorkspaces } from "@/components/workspace-context/workspace-provider";
import { WorkspaceLibrary } from "./workspace-library";

/** The signed-in home: the current team workspace's library, or the personal dashboard. */
export function CurrentLibrary() {
  const { current } = useWorkspaces();
  return current && !current.personal ? (
    <WorkspaceLibrary key={current.id} workspace={current} />
  ) : (
    <Dashboard />
  );
}

import type { QueryClient } from "@tanstack/react-query";
import { billingPaths } from "./billing";
import { settingsPaths } from "./settings";
import { tokenPaths } from "./tokens";
import { usagePaths } from "./usage";
import { videoPaths } from "./videos/paths";
import { workspacePaths } from "./workspaces";

/** The cached reads that belong to whoever is signed in: refetched when the user changes. */
const USER_SCOPED_PATHS: readonly string[] = [
  videoPaths.list,
  videoPaths.recent,
  videoPaths.favorites,
  billingPaths.status,
  usagePaths.usage,
  tokenPaths.list,
  settingsPaths.emailPreferences,
  workspacePaths.list,
];

/** Each video's favourite flag sits under the favourites list's path. */
const FAVORITE_PATH_PREFIX = `${videoPaths.favorites}/`;

export function isUserScopedQueryKey(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  if (typeof path !== "string") return false;
  return USER_SCOPED_PATHS.includes(path) || path.startsWith(FAVORITE_PATH_PREFIX);
}

export async function invalidateUserScopedQueries(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ predicate: (query) => isUserScopedQueryKey(query.queryKey) });
}

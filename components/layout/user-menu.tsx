"use client";

import { withQueryProvider } from "@/components/providers/query-provider";
import type { Session } from "next-auth";
import { SignOutButton, useSignOut } from "@/components/auth/sign-out-button";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { initials } from "@/lib/format/initials";
import {
  useCreateWorkspaceDialog,
  WorkspaceMenuItems,
} from "@/components/workspaces/workspace-switcher";
import { AccountMenuItems } from "./account-links";

/**
 * Signed-in part of the header: the user's name, Logout and the avatar, which opens the account
 * menu (docs/product/routes-and-screens.md#shell).
 */
function UserMenuContent({ user }: { user: Session["user"] }) {
  const name = user.name?.trim() || user.email || "User";
  const { logout, pending } = useSignOut();
  const { openCreate, createDialog } = useCreateWorkspaceDialog();
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-[12rem] truncate text-sm font-medium sm:inline" title={name}>
        {name}
      </span>
      {/* On phones Logout sits in the header menu. */}
      <SignOutButton className="hidden sm:inline-flex" />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label="Your account">
            <Avatar className="size-8">
              {user.image ? <AvatarImage src={user.image} alt="" /> : null}
              <AvatarFallback aria-hidden>{initials(name)}</AvatarFallback>
            </Avatar>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="grid gap-0.5">
            <span className="truncate">{name}</span>
            {user.email && user.email !== name ? (
              <span className="text-muted-foreground truncate text-xs font-normal">
                {user.email}
              </span>
            ) : null}
          </DropdownMenuLabel>
          <WorkspaceMenuItems onCreate={openCreate} />
          <AccountMenuItems logout={logout} pending={pending} />
        </DropdownMenuContent>
      </DropdownMenu>
      {createDialog}
    </div>
  );
}

/** Loaded lazily by the shell, on pages that may have no data provider of their own. */
export const UserMenu = withQueryProvider(UserMenuContent);

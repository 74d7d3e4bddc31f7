"use client";

import type { Session } from "next-auth";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/format/initials";

/**
 * Signed-in part of the header: the user's name, Logout and the avatar
 * (docs/product/routes-and-screens.md#shell).
 */
export function UserMenu({ user }: { user: Session["user"] }) {
  const name = user.name?.trim() || user.email || "User";
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-[12rem] truncate text-sm font-medium sm:inline" title={name}>
        {name}
      </span>
      {/* On phones Logout sits in the header menu. */}
      <SignOutButton className="hidden sm:inline-flex" />
      <Avatar className="size-8">
        {user.image ? <AvatarImage src={user.image} alt="" /> : null}
        <AvatarFallback aria-hidden>{initials(name)}</AvatarFallback>
      </Avatar>
    </div>
  );
}

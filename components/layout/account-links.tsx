"use client";

import Link from "next/link";
import { CreditCard, LifeBuoy, LogOut, Settings } from "lucide-react";
import type { useSignOut } from "@/components/auth/sign-out-button";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";

/** The account's pages, in the order both the avatar menu and the phone menu list them. */
const ACCOUNT_LINKS = [
  { href: "/settings", label: "Settings", Icon: Settings },
  { href: "/subscription", label: "Plans and billing", Icon: CreditCard },
  { href: "/help", label: "Help", Icon: LifeBuoy },
] as const;

/**
 * The account's pages and Logout, between separators, as both the avatar menu and the phone menu
 * end; rendered inside a DropdownMenuContent. The sign-out state belongs to the menu's owner,
 * which stays mounted when the menu closes on Logout.
 */
export function AccountMenuItems({ logout, pending }: ReturnType<typeof useSignOut>) {
  return (
    <>
      <DropdownMenuSeparator />
      {ACCOUNT_LINKS.map(({ href, label, Icon }) => (
        <DropdownMenuItem key={href} asChild>
          <Link href={href}>
            <Icon aria-hidden />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={pending} onSelect={() => void logout()}>
        <LogOut aria-hidden />
        Logout
      </DropdownMenuItem>
    </>
  );
}

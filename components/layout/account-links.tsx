"use client";

import Link from "next/link";
import { CreditCard, LifeBuoy, Settings } from "lucide-react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

/** The account's pages, in the order both the avatar menu and the phone menu list them. */
const ACCOUNT_LINKS = [
  { href: "/settings", label: "Settings", Icon: Settings },
  { href: "/subscription", label: "Plans and billing", Icon: CreditCard },
  { href: "/help", label: "Help", Icon: LifeBuoy },
] as const;

/** Menu items for the account's pages; rendered inside a DropdownMenuContent. */
export function AccountMenuLinks() {
  return ACCOUNT_LINKS.map(({ href, label, Icon }) => (
    <DropdownMenuItem key={href} asChild>
      <Link href={href}>
        <Icon aria-hidden />
        {label}
      </Link>
    </DropdownMenuItem>
  ));
}

"use client";

import { withQueryProvider } from "@/components/providers/query-provider";
import Link from "next/link";
import { LayoutDashboard, Menu } from "lucide-react";
import { useTheme } from "next-themes";
import { useSignOut } from "@/components/auth/sign-out-button";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  useCreateWorkspaceDialog,
  WorkspaceMenuItems,
} from "@/components/workspaces/workspace-switcher";
import { AccountMenuItems } from "./account-links";
import { PHONE_MENU_BUTTON_LOOK } from "./header-looks";
import { THEME_CHOICES } from "./theme-menu";

/**
 * Under 640 px the header keeps the logo, sign-in (or avatar) and this menu: Dashboard, Record,
 * the theme and, signed in, the account's pages and Logout, which do not fit beside them on a phone.
 */
function PhoneMenuContent({
  signedIn,
  appItems = true,
  onRecord,
  defaultOpen = false,
}: {
  signedIn: boolean;
  /** Dashboard and Record; false for a signed-out viewer of a branded video page. */
  appItems?: boolean;
  /** Absent where the user may not record (a viewer of the current workspace). */
  onRecord: (() => void) | undefined;
  /** Open on arrival: the launcher loads this menu when its button is pressed. */
  defaultOpen?: boolean;
}) {
  const { theme, setTheme } = useTheme();
  const { logout, pending } = useSignOut();
  const { openCreate, createDialog } = useCreateWorkspaceDialog();

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button {...PHONE_MENU_BUTTON_LOOK} aria-label="Menu">
            <Menu aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          {appItems && (
            <>
              <DropdownMenuItem asChild>
                <Link href="/">
                  <LayoutDashboard aria-hidden />
                  Dashboard
                </Link>
              </DropdownMenuItem>
              {onRecord && (
                <DropdownMenuItem onSelect={onRecord}>
                  <span className="mx-1 size-2 rounded-full bg-red-500" aria-hidden />
                  Record
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
            </>
          )}
          <DropdownMenuLabel>Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={theme} onValueChange={setTheme}>
            {THEME_CHOICES.map(({ value, label, Icon }) => (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden />
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          {signedIn && <WorkspaceMenuItems onCreate={openCreate} />}
          {signedIn && <AccountMenuItems logout={logout} pending={pending} />}
        </DropdownMenuContent>
      </DropdownMenu>
      {createDialog}
    </>
  );
}

/** Loaded lazily by the shell, on pages that may have no data provider of their own. */
export const PhoneMenu = withQueryProvider(PhoneMenuContent);

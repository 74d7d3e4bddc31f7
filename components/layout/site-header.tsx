import Link from "next/link";
import { Menu, Video } from "lucide-react";
import { SignInButton } from "@/components/auth/sign-in-button";
import { buttonClass } from "@/components/ui/button";
import type { DisplayedBranding } from "@/lib/branding/shared";
import { WorkspaceLogo } from "../video/workspace-branding";
import { RecordLink } from "../recorder/record-link";
import { HeaderAccount } from "./header-account";
import { PHONE_MENU_BUTTON_LOOK, THEME_BUTTON_LOOK } from "./header-looks";
import { PhoneMenuLauncher } from "./phone-menu-launcher";
import { ThemeIcons } from "./theme-icons";
import { ThemeToggle } from "./theme-toggle";
import { WhenCanRecord } from "./when-can-record";
import { WhenSignedIn } from "./when-signed-in";

/**
 * The header of every shell page. A server component: the buttons' classes and icons are worked
 * out here, and only the parts that depend on the viewer (Record, the account corner) or open a
 * menu are client components, so the page's script carries no button variants, class merger or
 * icon code.
 *
 * On a branded video page (`branding`) the workspace's logo takes our mark's place, and the parts
 * that are ours to offer (Dashboard, Record, Sign in) are for signed-in viewers only: the prospect
 * sees the workspace's page, not our product's.
 */
export function SiteHeader({ branding = null }: { branding?: DisplayedBranding | null }) {
  const branded = branding !== null;
  const dashboard = (
    <nav aria-label="Main" className="hidden items-center sm:flex">
      <Link href="/" data-slot="button" className={buttonClass({ variant: "ghost", size: "sm" })}>
        Dashboard
      </Link>
    </nav>
  );
  const record = (
    <WhenCanRecord>
      <RecordLink
        data-slot="button"
        className={buttonClass({ size: "sm", className: "hidden sm:inline-flex" })}
      >
        <span className="size-2 rounded-full bg-red-500" aria-hidden />
        Record
      </RecordLink>
    </WhenCanRecord>
  );
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-[1400px] items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          href="/"
          className="focus-visible:ring-ring/50 flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px]"
          data-site-brand
        >
          {branding?.logoUrl ? (
            <WorkspaceLogo logoUrl={branding.logoUrl} name={branding.workspaceName} />
          ) : (
            <>
              <span className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-md">
                <Video className="size-4" aria-hidden />
              </span>
              <span className="text-lg tracking-tight">Demoreel</span>
            </>
          )}
        </Link>
        {branded ? <WhenSignedIn>{dashboard}</WhenSignedIn> : dashboard}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {branded ? <WhenSignedIn>{record}</WhenSignedIn> : record}
          <div className="hidden sm:contents">
            <ThemeToggle className={buttonClass(THEME_BUTTON_LOOK)}>
              <ThemeIcons />
            </ThemeToggle>
          </div>
          <HeaderAccount signIn={branded ? null : <SignInButton variant="outline" size="sm" />} />
          <PhoneMenuLauncher className={buttonClass(PHONE_MENU_BUTTON_LOOK)} branded={branded}>
            <Menu aria-hidden />
          </PhoneMenuLauncher>
        </div>
      </div>
    </header>
  );
}

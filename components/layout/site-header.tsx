import Link from "next/link";
import { Menu, Video } from "lucide-react";
import { SignInButton } from "@/components/auth/sign-in-button";
import { buttonClass } from "@/components/ui/button";
import { RecordLink } from "../recorder/record-link";
import { HeaderAccount } from "./header-account";
import { PHONE_MENU_BUTTON_LOOK, THEME_BUTTON_LOOK } from "./header-looks";
import { PhoneMenuLauncher } from "./phone-menu-launcher";
import { ThemeIcons } from "./theme-icons";
import { ThemeToggle } from "./theme-toggle";
import { WhenCanRecord } from "./when-can-record";

/**
 * The header of every shell page. A server component: the buttons' classes and icons are worked
 * out here, and only the parts that depend on the viewer (Record, the account corner) or open a
 * menu are client components, so the page's script carries no button variants, class merger or
 * icon code.
 */
export function SiteHeader() {
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-[1400px] items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          href="/"
          className="focus-visible:ring-ring/50 flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px]"
          data-site-brand
        >
          <span className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-md">
            <Video className="size-4" aria-hidden />
          </span>
          <span className="text-lg tracking-tight">Demoreel</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center sm:flex">
          <Link
            href="/"
            data-slot="button"
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            Dashboard
          </Link>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <WhenCanRecord>
            <RecordLink
              data-slot="button"
              className={buttonClass({ size: "sm", className: "hidden sm:inline-flex" })}
            >
              <span className="size-2 rounded-full bg-red-500" aria-hidden />
              Record
            </RecordLink>
          </WhenCanRecord>
          <div className="hidden sm:contents">
            <ThemeToggle className={buttonClass(THEME_BUTTON_LOOK)}>
              <ThemeIcons />
            </ThemeToggle>
          </div>
          <HeaderAccount signIn={<SignInButton variant="outline" size="sm" />} />
          <PhoneMenuLauncher className={buttonClass(PHONE_MENU_BUTTON_LOOK)}>
            <Menu aria-hidden />
          </PhoneMenuLauncher>
        </div>
      </div>
    </header>
  );
}

"use client";

import type { ComponentProps, MouseEvent } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useSession } from "@/client/auth/use-session";
import { recordHref } from "@/lib/urls/return-path";
import { useSignIn } from "../auth/sign-in-provider";
import { askToSignInToRecord, recordHrefFromHere } from "./use-start-recording";

type RecordLinkProps = Omit<ComponentProps<typeof Link>, "href">;

/** A click that the browser should handle itself (new tab, new window, download). */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Record as a real link to the recorder's route, so a click before the page's script has run
 * still opens it (the route asks a signed-out visitor to sign in). Once the page knows the visitor
 * is signed out, a click asks to sign in right here instead of leaving the page.
 */
export function RecordLink({ onClick, ...props }: RecordLinkProps) {
  const pathname = usePathname();
  const router = useRouter();
  const { status } = useSession();
  const { openSignIn } = useSignIn();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    if (status === "unauthenticated") return askToSignInToRecord(openSignIn);
    // The query string too (a time link, a tab), which the server-rendered href leaves out.
    router.push(recordHrefFromHere());
  };
  // Not prefetched: the recorder's route renders per user, and most page views never record.
  return <Link href={recordHref(pathname)} prefetch={false} onClick={click} {...props} />;
}

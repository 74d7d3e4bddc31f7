"use client";

import { useCallback, useEffect, useRef } from "react";
import type { Session } from "next-auth";
import { getSession } from "next-auth/react";

/** How long the session check made when the Save dialog opened still counts at Save. */
const SESSION_CHECK_FRESH_MS = 30_000;

interface SessionCheck {
  at: number;
  session: Promise<Session | null>;
}

// No broadcast: that would make this tab's own SessionProvider fetch the session a second time.
const askSession = () => getSession({ broadcast: false }).catch(() => null);

/**
 * Work done while the Save dialog is open (`key` is the recording being saved, null when closed),
 * so that Save waits for neither: the session check (SPEC 4 refreshes the identity before saving)
 * and the video page's code, which the share link opens right after.
 * Returns the session for Save: the dialog's recent check when it found a user, else a new one.
 */
export function useSavePreparation(key: object | null): () => Promise<Session | null> {
  const check = useRef<SessionCheck | null>(null);
  useEffect(() => {
    if (!key) return;
    check.current = { at: Date.now(), session: askSession() };
    void import("@/components/video/video-page").catch(() => undefined);
  }, [key]);

  return useCallback(async () => {
    const recent = check.current;
    check.current = null;
    if (recent && Date.now() - recent.at < SESSION_CHECK_FRESH_MS) {
      const session = await recent.session;
      if (session?.user) return session;
    }
    return askSession();
  }, []);
}

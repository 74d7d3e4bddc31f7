"use client";

import { useCallback, useEffect, useRef } from "react";
import type { Session } from "next-auth";
import { getSession } from "@/client/auth/auth-fetch";

/** How long the session check made when the Save dialog opened still counts at Save. */
const SESSION_CHECK_FRESH_MS = 30_000;

interface SessionCheck {
  at: number;
  session: Promise<Session | null>;
}

const askSession = () => getSession();

/**
 * The session check that precedes a save (the identity is refreshed before the upload), made as
 * the Save dialog opens (`key` is the recording being saved, null when closed) so that Save does
 * not wait for it.
 * Returns the session for Save: the dialog's recent check when it found a user, else a new one.
 */
export function useEarlySessionCheck(key: object | null): () => Promise<Session | null> {
  const check = useRef<SessionCheck | null>(null);
  useEffect(() => {
    if (!key) return;
    check.current = { at: Date.now(), session: askSession() };
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

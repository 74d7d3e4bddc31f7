"use client";

import { useCallback, useEffect, useRef } from "react";
import { checkSession, type SessionCheck } from "@/client/auth/auth-fetch";

/** How long the session check made when the Save dialog opened still counts at Save. */
const SESSION_CHECK_FRESH_MS = 30_000;

interface EarlyCheck {
  at: number;
  check: Promise<SessionCheck>;
}

/**
 * The session check that precedes a save (the identity is refreshed before the upload), made as
 * the Save dialog opens (`key` is the recording being saved, null when closed) so that Save does
 * not wait for it.
 * Returns the check for Save: the dialog's recent one when it found a user, else a new one. Offline
 * it answers "unknown", never "signed-out".
 */
export function useEarlySessionCheck(key: object | null): () => Promise<SessionCheck> {
  const early = useRef<EarlyCheck | null>(null);
  useEffect(() => {
    if (!key) return;
    early.current = { at: Date.now(), check: checkSession() };
  }, [key]);

  return useCallback(async () => {
    const recent = early.current;
    early.current = null;
    if (recent && Date.now() - recent.at < SESSION_CHECK_FRESH_MS) {
      const check = await recent.check;
      if (check.status === "signed-in") return check;
    }
    return checkSession();
  }, []);
}

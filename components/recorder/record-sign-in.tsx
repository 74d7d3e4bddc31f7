"use client";

import { useEffect } from "react";
import Link from "next/link";
import { SignInButton } from "@/components/auth/sign-in-button";
import { useSignIn } from "@/components/auth/sign-in-provider";
import { Button } from "@/components/ui/button";
import { askToSignInToRecord } from "./use-start-recording";

/**
 * The recorder's route for a signed-out visitor (a Record link followed before the page knew who
 * was signed in, or a link from another app): the 'Sign in required' toast and the sign-in dialog;
 * once signed in, the page renders again with the recorder.
 */
export function RecordSignIn({ back }: { back: string }) {
  // Through the context, not the window event: this effect runs before the provider's listener
  // is attached (a child's effects run first).
  const { openSignIn } = useSignIn();
  useEffect(() => askToSignInToRecord(openSignIn), [openSignIn]);
  return (
    <section
      aria-labelledby="record-sign-in-heading"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <h1 id="record-sign-in-heading" className="text-2xl font-bold tracking-tight">
        Sign in required
      </h1>
      <p className="text-muted-foreground">Please sign in to start recording</p>
      <div className="flex flex-wrap justify-center gap-2">
        <SignInButton />
        <Button asChild variant="outline">
          <Link href={back}>Go back</Link>
        </Button>
      </div>
    </section>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { getSession } from "@/client/auth/auth-fetch";
import { signInWithCredentials } from "@/client/auth/sign-in";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { toastSignedIn, toastSignInError } from "./sign-in-toasts";

/** The development provider: email and name, no password (never offered in production unless enabled). */
export function DevSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const result = await signInWithCredentials("dev", { email, name });
      if (!result.ok) {
        // A refusal with a reason (rate limit, an account of another provider) carries it in `code`.
        const code = result.code && result.code !== "credentials" ? result.code : undefined;
        toastSignInError(code ?? result.error ?? "CredentialsSignin");
        return;
      }
      // The session says whether this sign-in created the account (the form's name stands in if
      // the read fails). Read before the refresh below, which would queue it behind the new page.
      const session = await getSession().catch(() => null);
      // Signing in already refreshed the client session; the server components need a refresh too.
      onSignedIn();
      router.refresh();
      toastSignedIn(session?.user ?? { name: name.trim() });
    } catch (error) {
      toastSignInError("network", error instanceof Error ? error.message : undefined);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Development sign-in">
      <Field htmlFor={`${id}-email`} label="Email" className="gap-1.5">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field htmlFor={`${id}-name`} label="Name" className="gap-1.5">
        <Input
          id={`${id}-name`}
          autoComplete="name"
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Sign in
      </Button>
    </form>
  );
}

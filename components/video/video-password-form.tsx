"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/client/http/errors";
import { unlockVideo } from "@/client/resources/videos/lifecycle";
import { PASSWORD_FORM_TITLE } from "@/lib/videos/shared";
import { PASSWORD_MAX } from "@/lib/videos/shared";

/** The locked state of a protected video: a password form that unlocks it for this browser. */
export function VideoPasswordForm({ videoId }: { videoId: number }) {
  const router = useRouter();
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || pending) return;
    setPending(true);
    setError(null);
    try {
      await unlockVideo(videoId, password);
      // The cookie is set: the server now renders the video itself.
      router.refresh();
    } catch (cause) {
      setError(serverMessage(cause) ?? "Could not unlock the video. Please try again.");
      setPending(false);
    }
  }

  return (
    <div className="flex min-h-[50vh] items-center justify-center p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <Lock className="text-muted-foreground mb-2 size-8" aria-hidden />
          <CardTitle>
            <h1 className="text-xl font-semibold">{PASSWORD_FORM_TITLE}</h1>
          </CardTitle>
          <CardDescription>Enter the password the owner gave you to watch it.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-3">
            <Label htmlFor={inputId}>Password</Label>
            <Input
              id={inputId}
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={!password || pending}>
              {pending ? <Spinner aria-hidden /> : null}
              {pending ? "Unlocking…" : "Unlock video"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

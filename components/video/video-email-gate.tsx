"use client";

import { useEffect, useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/client/http/errors";
import { recipientQuery } from "@/client/resources/engagement";
import { identifyViewer } from "@/client/resources/videos/lifecycle";
import {
  EMAIL_GATE_CONSENT,
  EMAIL_GATE_TITLE,
  VIEWER_EMAIL_MAX,
  VIEWER_NAME_MAX,
} from "@/lib/videos/shared";

/**
 * The email gate of a video: an email and an optional name open it for this browser. A page
 * opened from a live tracked link (`?r=`) passes without one: the link is claimed first.
 */
export function VideoEmailGate({ videoId }: { videoId: number }) {
  const router = useRouter();
  const id = useId();
  const { data: greeting, isPending: claiming } = useQuery(recipientQuery(videoId));
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The link's cookie is set: the server now renders the video itself.
  useEffect(() => {
    if (greeting) router.refresh();
  }, [greeting, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || pending) return;
    setPending(true);
    setError(null);
    try {
      await identifyViewer(videoId, { email: email.trim(), name: name.trim() || undefined });
      router.refresh();
    } catch (cause) {
      setError(serverMessage(cause) ?? "Could not open the video. Please try again.");
      setPending(false);
    }
  }

  if (claiming || greeting) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center p-4" aria-busy="true">
        <Spinner aria-label="Opening the video" />
      </div>
    );
  }
  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <Mail className="text-muted-foreground mb-2 size-8" aria-hidden />
          <CardTitle>
            <h1 className="text-xl font-semibold">{EMAIL_GATE_TITLE}</h1>
          </CardTitle>
          <CardDescription id={consentId}>{EMAIL_GATE_CONSENT}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-3" aria-describedby={consentId}>
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              autoFocus
              required
              maxLength={VIEWER_EMAIL_MAX}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Label htmlFor={`${id}-name`}>Name (optional)</Label>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              maxLength={VIEWER_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            {error ? (
              <p id={errorId} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={!email.trim() || pending}>
              {pending ? <Spinner aria-hidden /> : null}
              {pending ? "Opening…" : "Watch video"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

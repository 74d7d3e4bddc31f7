"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { recipientQuery } from "@/client/resources/engagement";
import { identifyViewer } from "@/client/resources/videos/lifecycle";
import {
  EMAIL_GATE_CONSENT,
  EMAIL_GATE_TITLE,
  VIEWER_EMAIL_MAX,
  VIEWER_NAME_MAX,
} from "@/lib/videos/shared";
import { GateCard, GateError, useGateSubmit } from "./gate-card";

/**
 * The email gate of a video: an email and an optional name open it for this browser. A page
 * opened from a live tracked link (`?r=`) passes without one: the link is claimed first.
 * `preview` (the video's title, thumbnail and sender) comes rendered from the server.
 */
export function VideoEmailGate({ videoId, preview }: { videoId: number; preview: ReactNode }) {
  const router = useRouter();
  const id = useId();
  const { data: greeting, isPending: claiming } = useQuery(recipientQuery(videoId));
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const { error, pending, submit } = useGateSubmit(
    () => identifyViewer(videoId, { email: email.trim(), name: name.trim() || undefined }),
    "Could not open the video. Please try again.",
  );

  // The link's cookie is set: the server now renders the video itself.
  useEffect(() => {
    if (greeting) router.refresh();
  }, [greeting, router]);

  if (claiming || greeting) {
    return (
      <div
        className="flex min-h-[50vh] flex-col items-center justify-center gap-6 p-4"
        aria-busy="true"
      >
        <div className="w-full max-w-sm">{preview}</div>
        <Spinner aria-label="Opening the video" />
      </div>
    );
  }
  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;
  return (
    <GateCard
      icon={Mail}
      title={EMAIL_GATE_TITLE}
      description={EMAIL_GATE_CONSENT}
      descriptionId={consentId}
      preview={preview}
    >
      <form
        onSubmit={(event) => submit(event, email.trim() !== "")}
        className="flex flex-col gap-3"
        aria-describedby={consentId}
      >
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
        <GateError id={errorId} error={error} />
        <Button type="submit" disabled={!email.trim() || pending}>
          {pending ? <Spinner aria-hidden /> : null}
          {pending ? "Opening…" : "Watch video"}
        </Button>
      </form>
    </GateCard>
  );
}

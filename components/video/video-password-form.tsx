"use client";

import { useId, useState } from "react";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { unlockVideo } from "@/client/resources/videos/lifecycle";
import { PASSWORD_FORM_TITLE, PASSWORD_MAX } from "@/lib/videos/shared";
import { GateCard, GateError, useGateSubmit } from "./gate-card";

/** The locked state of a protected video: a password form that unlocks it for this browser. */
export function VideoPasswordForm({ videoId }: { videoId: number }) {
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const { error, pending, submit } = useGateSubmit(
    () => unlockVideo(videoId, password),
    "Could not unlock the video. Please try again.",
  );

  return (
    <GateCard
      icon={Lock}
      title={PASSWORD_FORM_TITLE}
      description="Enter the password the owner gave you to watch it."
    >
      <form onSubmit={(event) => submit(event, password !== "")} className="flex flex-col gap-3">
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
        <GateError id={errorId} error={error} />
        <Button type="submit" disabled={!password || pending}>
          {pending ? <Spinner aria-hidden /> : null}
          {pending ? "Unlocking…" : "Unlock video"}
        </Button>
      </form>
    </GateCard>
  );
}

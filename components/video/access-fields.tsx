"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import type { VideoResponse } from "@/lib/videos/responses";
import { CTA_LABEL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/videos/shared";
import { EmailGateField } from "./email-gate-field";
import { useExpiryField } from "./expiry-field";

type AccessVideo = Pick<
  VideoResponse,
  "hasPassword" | "expiresAt" | "cta" | "emailGate" | "workspaceId"
>;

/**
 * The password, email gate, expiry and call-to-action fields of the edit dialog. Only what the owner changed
 * is sent, so an expired date left alone does not fail the save.
 */
export function useAccessFields(video: AccessVideo) {
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [emailGate, setEmailGate] = useState(video.emailGate);
  const expiry = useExpiryField(video.expiresAt);
  const [ctaLabel, setCtaLabel] = useState(video.cta?.label ?? "");
  const [ctaUrl, setCtaUrl] = useState(video.cta?.url ?? "");

  const reset = () => {
    setPassword("");
    setRemovePassword(false);
    setEmailGate(video.emailGate);
    expiry.reset();
    setCtaLabel(video.cta?.label ?? "");
    setCtaUrl(video.cta?.url ?? "");
  };

  /** What the owner changed, or null when a field refuses the input (it says why). */
  const changes = (): Record<string, unknown> | null => {
    const expiresAt = expiry.change();
    if (expiresAt === false) return null;
    const body: Record<string, unknown> = { ...expiresAt };
    if (removePassword) body.password = null;
    else if (password) body.password = password;
    if (emailGate !== video.emailGate) body.emailGate = emailGate;
    const label = ctaLabel.trim();
    const url = ctaUrl.trim();
    if (label !== (video.cta?.label ?? "") || url !== (video.cta?.url ?? "")) {
      body.cta = label || url ? { label, url } : null;
    }
    return body;
  };

  const fields = (
    <>
      <Separator />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Password</legend>
        <Label htmlFor="edit-video-password" className="sr-only">
          {video.hasPassword ? "New password" : "Password"}
        </Label>
        <Input
          id="edit-video-password"
          type="password"
          autoComplete="new-password"
          placeholder={video.hasPassword ? "Leave empty to keep the current one" : "No password"}
          value={password}
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          disabled={removePassword}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby="edit-video-password-hint"
        />
        <p id="edit-video-password-hint" className="text-muted-foreground text-xs">
          {PASSWORD_MIN} to {PASSWORD_MAX} characters. Everyone but you must enter it to watch.
          Changing it signs out everyone who unlocked the video.
        </p>
        {video.hasPassword && (
          <div className="flex items-center gap-2">
            <Checkbox
              id="edit-video-remove-password"
              checked={removePassword}
              onCheckedChange={(checked) => setRemovePassword(checked === true)}
            />
            <Label htmlFor="edit-video-remove-password">Remove the password</Label>
          </div>
        )}
      </fieldset>
      <EmailGateField
        workspaceId={video.workspaceId}
        saved={video.emailGate}
        checked={emailGate}
        onCheckedChange={setEmailGate}
      />
      {expiry.field}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Call to action</legend>
        <Label htmlFor="edit-video-cta-label">Button label</Label>
        <Input
          id="edit-video-cta-label"
          value={ctaLabel}
          maxLength={CTA_LABEL_MAX}
          placeholder="Book a demo"
          onChange={(e) => setCtaLabel(e.target.value)}
        />
        <Label htmlFor="edit-video-cta-url">Button link</Label>
        <Input
          id="edit-video-cta-url"
          type="url"
          inputMode="url"
          value={ctaUrl}
          placeholder="https://example.com/book"
          onChange={(e) => setCtaUrl(e.target.value)}
          aria-describedby="edit-video-cta-hint"
        />
        <p id="edit-video-cta-hint" className="text-muted-foreground text-xs">
          An https link on a public site. Leave both empty for no button.
        </p>
      </fieldset>
    </>
  );

  return { fields, changes, reset };
}

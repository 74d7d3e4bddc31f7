"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import type { VideoResponse } from "@/lib/videos/serialize";
import { CTA_LABEL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/videos/shared";

type AccessVideo = Pick<VideoResponse, "hasPassword" | "expiresAt" | "cta">;

/** YYYY-MM-DD of an ISO date in the viewer's time zone, for a date input. */
function dateInputValue(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of a picked day in the viewer's time zone, as an ISO date-time with offset (UTC). */
function endOfDay(value: string): string {
  const [year = 0, month = 1, day = 1] = value.split("-").map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/**
 * The password, expiry and call-to-action fields of the edit dialog. Only what the owner changed
 * is sent, so an expired date left alone does not fail the save.
 */
export function useAccessFields(video: AccessVideo) {
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [expiresOn, setExpiresOn] = useState(dateInputValue(video.expiresAt));
  const [ctaLabel, setCtaLabel] = useState(video.cta?.label ?? "");
  const [ctaUrl, setCtaUrl] = useState(video.cta?.url ?? "");

  const reset = () => {
    setPassword("");
    setRemovePassword(false);
    setExpiresOn(dateInputValue(video.expiresAt));
    setCtaLabel(video.cta?.label ?? "");
    setCtaUrl(video.cta?.url ?? "");
  };

  const changes = (): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    if (removePassword) body.password = null;
    else if (password) body.password = password;
    if (expiresOn !== dateInputValue(video.expiresAt)) {
      body.expiresAt = expiresOn ? endOfDay(expiresOn) : null;
    }
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
      <Field htmlFor="edit-video-expires" label="Link expires on">
        <div className="flex gap-2">
          <Input
            id="edit-video-expires"
            type="date"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            aria-describedby="edit-video-expires-hint"
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => setExpiresOn("")}
            disabled={!expiresOn}
          >
            Never
          </Button>
        </div>
        <p id="edit-video-expires-hint" className="text-muted-foreground text-xs">
          After the end of that day only you can watch it.
        </p>
      </Field>
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

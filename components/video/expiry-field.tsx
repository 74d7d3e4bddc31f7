"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  LINK_EXPIRY_PRESETS,
  linkExpiryChange,
  localDay,
  type LinkExpiryChoice,
} from "@/lib/videos/link-expiry/shared";

const initialChoice = (current: string | null): LinkExpiryChoice =>
  current === null ? "never" : "keep";

/** "Tue, 1 Dec 2026" in the viewer's locale, for the "keep" choice. */
const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/**
 * The link expiry of the edit dialog: presets (1, 7 or 30 days), a picked day from today on, or
 * never. `change()` says what to send, or shows why the choice cannot be saved.
 */
export function useExpiryField(current: string | null) {
  const [choice, setChoice] = useState<LinkExpiryChoice>(initialChoice(current));
  const [day, setDay] = useState(current ? localDay(new Date(current)) : "");
  const [error, setError] = useState<string | null>(null);
  const today = localDay(new Date());

  const reset = () => {
    setChoice(initialChoice(current));
    setDay(current ? localDay(new Date(current)) : "");
    setError(null);
  };

  /** `undefined`: nothing to send; `false`: the choice is invalid (the field says why). */
  const change = (): { expiresAt: string | null } | undefined | false => {
    const result = linkExpiryChange(choice, { day, current });
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    setError(null);
    return result.change ? { expiresAt: result.expiresAt } : undefined;
  };

  const field = (
    <Field htmlFor="edit-video-expires" label="Link expires">
      <Select
        value={choice}
        onValueChange={(value) => {
          setChoice(value as LinkExpiryChoice);
          setError(null);
        }}
      >
        <SelectTrigger
          id="edit-video-expires"
          className="w-full"
          aria-describedby="edit-video-expires-hint"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {current !== null && (
            <SelectItem value="keep">Keep: end of {dayLabel(current)}</SelectItem>
          )}
          <SelectItem value="never">Never</SelectItem>
          {LINK_EXPIRY_PRESETS.map((preset) => (
            <SelectItem key={preset.value} value={preset.value}>
              {preset.label}
            </SelectItem>
          ))}
          <SelectItem value="date">On a date...</SelectItem>
        </SelectContent>
      </Select>
      {choice === "date" && (
        <Input
          type="date"
          aria-label="Expiry date"
          min={today}
          value={day}
          onChange={(e) => {
            setDay(e.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby="edit-video-expires-hint"
        />
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <p id="edit-video-expires-hint" className="text-muted-foreground text-xs">
        After that only you can watch it.
      </p>
    </Field>
  );

  return { field, change, reset };
}

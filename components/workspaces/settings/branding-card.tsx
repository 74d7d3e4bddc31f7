"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import {
  brandingQuery,
  useRemoveLogo,
  useSetAccent,
  useUploadLogo,
} from "@/client/resources/branding";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import {
  ACCENT_COLOR_MESSAGE,
  ACCENT_COLOR_PATTERN,
  LOGO_TYPES,
  readableTextOn,
  type BrandingResponse,
} from "@/lib/branding/shared";
import { featureNeedsPlanMessage } from "@/lib/entitlements/shared";
import { PlanNeededNote } from "@/components/billing/plan-needed-note";

const DEFAULT_ACCENT = "#6d28d9";

/** Custom branding (Pro Annual): the logo and accent of the workspace's share pages and emails. */
export function BrandingCard({ workspaceId }: { workspaceId: number }) {
  const branding = useQuery(brandingQuery(workspaceId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Branding</CardTitle>
        <CardDescription>
          Your logo and accent colour on your videos&apos; share pages, embeds and emails.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {branding.isPending && <Skeleton className="h-24 w-full" />}
        {branding.isError && (
          <p className="text-destructive text-sm">Could not load the branding.</p>
        )}
        {branding.data && !branding.data.enabled && <UpgradeNote branding={branding.data} />}
        {branding.data?.enabled && (
          <>
            <LogoField branding={branding.data} />
            <AccentField key={branding.data.accentColor} branding={branding.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function UpgradeNote({ branding }: { branding: BrandingResponse }) {
  const stored = branding.logoUrl !== null || branding.accentColor !== null;
  return (
    <PlanNeededNote message={featureNeedsPlanMessage("customBranding")}>
      <p className="text-muted-foreground">
        {stored
          ? "Your logo and accent colour are kept, and show again once the workspace is on Pro Annual."
          : "Show your logo in place of ours, and your colour on the player, buttons and call to action."}
      </p>
    </PlanNeededNote>
  );
}

function LogoField({ branding }: { branding: BrandingResponse }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(branding.workspaceId);
  const remove = useRemoveLogo(branding.workspaceId);
  return (
    <Field htmlFor={id} label="Logo">
      <div className="flex flex-wrap items-center gap-3">
        <div className="bg-muted flex h-14 min-w-28 items-center justify-center rounded-md border px-2">
          {branding.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small PNG from our own route
            <img src={branding.logoUrl} alt="Current logo" className="h-10 w-auto max-w-[200px]" />
          ) : (
            <span className="text-muted-foreground text-xs">No logo</span>
          )}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={LOGO_TYPES.join(",")}
          className="sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = "";
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? <Spinner /> : null}
          Upload logo
        </Button>
        {branding.logoUrl && (
          <Button
            type="button"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove logo
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        PNG, JPEG or WebP, up to 1 MB. It is resized to fit 480 x 160.
      </p>
    </Field>
  );
}

function AccentField({ branding }: { branding: BrandingResponse }) {
  const id = useId();
  const [value, setValue] = useState(branding.accentColor ?? "");
  const save = useSetAccent(branding.workspaceId);
  const valid = ACCENT_COLOR_PATTERN.test(value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) save.mutate(value.toLowerCase());
  };
  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Field htmlFor={id} label="Accent colour">
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-label="Pick the accent colour"
            value={valid ? value.toLowerCase() : DEFAULT_ACCENT}
            onChange={(event) => setValue(event.target.value)}
            className="h-9 w-12 cursor-pointer rounded-md border bg-transparent p-1"
          />
          <Input
            id={id}
            value={value}
            placeholder="#rrggbb"
            maxLength={7}
            className="w-32 font-mono"
            aria-invalid={value !== "" && !valid}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setValue(event.target.value.trim())}
          />
          {valid && (
            <span
              className="rounded-md px-3 py-1.5 text-sm font-medium"
              style={{ background: value, color: readableTextOn(value) }}
              data-testid="accent-preview"
            >
              Button preview
            </span>
          )}
        </div>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {value !== "" && !valid
            ? ACCENT_COLOR_MESSAGE
            : "Text on it is black or white, whichever is easier to read."}
        </p>
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={!valid || save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save colour
        </Button>
        {branding.accentColor && (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            Remove colour
          </Button>
        )}
      </div>
    </form>
  );
}

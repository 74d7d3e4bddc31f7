"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverMessage } from "@/client/http/errors";

interface GateCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  descriptionId?: string;
  /** Shown above the heading: the email gate's preview of the video (rendered on the server). */
  preview?: ReactNode;
  children: ReactNode;
}

/** The frame of a video that asks for something first: the password lock or the email gate. */
export function GateCard({
  icon: Icon,
  title,
  description,
  descriptionId,
  preview,
  children,
}: GateCardProps) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-4">
      <Card className="w-full max-w-sm">
        {preview ? <div className="px-6">{preview}</div> : null}
        <CardHeader>
          {/* The preview's thumbnail already opens the card: the icon would only push the form down. */}
          {preview ? null : <Icon className="text-muted-foreground mb-2 size-8" aria-hidden />}
          <CardTitle>
            <h1 className="text-xl font-semibold">{title}</h1>
          </CardTitle>
          <CardDescription id={descriptionId}>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/**
 * A gate's submission: runs `open` once at a time; on success the server has set the browser's
 * cookie, so a refresh renders the video itself; on failure the server's message (or `fallback`).
 */
export function useGateSubmit(open: () => Promise<unknown>, fallback: string) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent, ready: boolean) {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    setError(null);
    try {
      await open();
      router.refresh();
    } catch (cause) {
      setError(serverMessage(cause) ?? fallback);
      setPending(false);
    }
  }

  return { error, pending, submit };
}

/** The gate's error line, which the field it concerns points at. */
export function GateError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} role="alert" className="text-destructive text-sm">
      {error}
    </p>
  ) : null;
}

"use client";

import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/client/toast/use-toast";

interface ShownOnceProps {
  id: string;
  /** What to copy, e.g. "token" or "signing secret": it names the label, button and toasts. */
  what: string;
  value: string;
  onDone: () => void;
}

/** A new secret, once: it is never shown again, so it is offered for copying with a button. */
export function ShownOnce({ id, what, value, onDone }: ShownOnceProps) {
  const copy = () =>
    void navigator.clipboard
      .writeText(value)
      .then(() => toast({ title: `${capitalised(what)} copied` }))
      .catch(() =>
        toast({ title: `Copy failed: select the ${what} and copy it`, variant: "destructive" }),
      );
  return (
    <div className="bg-muted/50 grid gap-2 rounded-md border p-3" role="status">
      <Label htmlFor={id}>Copy your new {what} now: it won&apos;t be shown again.</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" onClick={copy} aria-label={`Copy ${what}`}>
          <Copy aria-hidden />
        </Button>
      </div>
      <Button type="button" variant="ghost" size="sm" className="justify-self-end" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

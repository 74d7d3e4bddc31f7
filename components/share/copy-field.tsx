"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/client/toast/use-toast";
import type { PrivacyVideo } from "@/client/resources/videos/privacy";
import { copyToClipboard, showCopyFailed, showLinkCopied } from "./copy-video-link";

const COPIED_FEEDBACK_MS = 2_000;

interface CopyFieldProps {
  /** The field's accessible name, e.g. 'Video link'. */
  label: string;
  /** The copy button's accessible name, e.g. 'Copy link'. */
  copyLabel: string;
  value: string;
  /** A code snippet: several lines, wrapped, in a text area. */
  multiline?: boolean;
  /** The video whose link this is, where nothing beside the field says who it opens for. */
  video?: PrivacyVideo;
}

/** A read-only value that selects itself on focus, with a copy button that confirms by toast. */
export function CopyField({ label, copyLabel, value, multiline = false, video }: CopyFieldProps) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (await copyToClipboard(value)) {
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      if (video) showLinkCopied(video);
      else toast({ title: "Copied!" });
    } else {
      showCopyFailed();
    }
  };

  const shared = {
    readOnly: true,
    value,
    "aria-label": label,
    className: "font-mono text-xs",
  } as const;

  return (
    <div className={multiline ? "flex items-start gap-2" : "flex items-center gap-2"}>
      {multiline ? (
        <Textarea
          {...shared}
          rows={4}
          className="resize-none font-mono text-xs break-all"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <Input {...shared} onFocus={(event) => event.currentTarget.select()} />
      )}
      <Button
        type="button"
        variant="outline"
        size="icon"
        onClick={copy}
        aria-label={copyLabel}
        title={copyLabel}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </div>
  );
}

"use client";

import { Loader2, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Revert to original": drops the video's edit (the trim editor and editing by text share it). */
export function RevertEditButton({
  onRevert,
  pending,
  disabled,
  size,
}: {
  onRevert: () => void;
  pending: boolean;
  disabled: boolean;
  size?: "sm";
}) {
  return (
    <Button type="button" size={size} variant="outline" onClick={onRevert} disabled={disabled}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
      Revert to original
    </Button>
  );
}

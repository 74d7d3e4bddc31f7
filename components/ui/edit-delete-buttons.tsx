"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface EditDeleteButtonsProps {
  /** Completes the labels: 'Edit {name}', 'Delete {name}'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** The owner's icon buttons on a card: edit and delete. */
export function EditDeleteButtons({ name, onEdit, onDelete, className }: EditDeleteButtonsProps) {
  const actions = [
    { verb: "Edit", icon: Pencil, run: onEdit },
    { verb: "Delete", icon: Trash2, run: onDelete },
  ];
  return (
    <div className={cn("flex gap-1", className)}>
      {actions.map(({ verb, icon: Icon, run }) => (
        <Button
          key={verb}
          type="button"
          variant="ghost"
          size="icon-sm"
          onClick={run}
          aria-label={`${verb} ${name}`}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}

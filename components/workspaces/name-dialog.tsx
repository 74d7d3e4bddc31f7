"use client";

import { useId, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

/** Names are 1-100 characters, as the workspace and folder APIs take them. */
const MAX_NAME_LENGTH = 100;

interface NameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  /** The name the field starts with (renaming); empty when making something new. */
  initialName?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
}

/** One name to type: creating or renaming a workspace or a folder. */
export function NameDialog(props: NameDialogProps) {
  // Keyed by the opening so each one starts from `initialName`.
  return props.open ? <NameForm key={props.initialName ?? ""} {...props} /> : null;
}

function NameForm({
  open,
  onOpenChange,
  title,
  description,
  label,
  initialName = "",
  submitLabel,
  busy,
  onSubmit,
}: NameDialogProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      busy={busy}
      submitDisabled={trimmed.length === 0}
      submitLabel={
        <>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </>
      }
      onCancel={() => onOpenChange(false)}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit(trimmed);
      }}
    >
      <Field htmlFor={id} label={label}>
        <Input
          id={id}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
    </FormDialog>
  );
}

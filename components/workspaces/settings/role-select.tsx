"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { ROLE_LABELS, type Role } from "../roles";

/** A role picker with its accessible name (there is no visible label in a member's row). */
export function RoleSelect<R extends Role>({
  label,
  value,
  roles,
  disabled,
  onChange,
  id,
}: {
  label: string;
  value: R;
  roles: readonly R[];
  disabled?: boolean;
  onChange: (role: R) => void;
  id?: string;
}) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        const role = roles.find((candidate) => candidate === next);
        if (role) onChange(role);
      }}
    >
      <SelectTrigger id={id} size="sm" aria-label={label} className="w-32">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

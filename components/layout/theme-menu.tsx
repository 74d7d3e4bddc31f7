"use client";

import { useTheme } from "next-themes";
import { CheckIcon, Monitor, Moon, Sun } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ThemeToggleButton } from "./theme-toggle-button";

/** The three theme choices, shared with the phone menu. */
export const THEME_CHOICES = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
] as const;

/** The theme menu, opened at once: ThemeToggle loads it on the first click. */
export function ThemeMenu() {
  const { theme, setTheme } = useTheme();

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ThemeToggleButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {THEME_CHOICES.map(({ value, label, Icon }) => (
          <DropdownMenuItem key={value} onSelect={() => setTheme(value)}>
            <Icon aria-hidden />
            {label}
            {theme === value ? <CheckIcon className="ml-auto" aria-label="(current)" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

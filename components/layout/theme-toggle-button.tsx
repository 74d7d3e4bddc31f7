import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { THEME_BUTTON_LOOK } from "./header-looks";
import { ThemeIcons } from "./theme-icons";

/** The sun/moon button that opens the theme menu. */
export function ThemeToggleButton(props: ComponentProps<typeof Button>) {
  return (
    <Button {...THEME_BUTTON_LOOK} aria-label="Toggle theme" aria-haspopup="menu" {...props}>
      <ThemeIcons />
    </Button>
  );
}

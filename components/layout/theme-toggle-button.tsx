import type { ComponentProps } from "react";
import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The sun/moon button that opens the theme menu. */
export function ThemeToggleButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" aria-haspopup="menu" {...props}>
      <Sun className="scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90" aria-hidden />
      <Moon
        className="absolute scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0"
        aria-hidden
      />
    </Button>
  );
}

import { Moon, Sun } from "lucide-react";

/** The theme button's face: a sun in light mode, a moon in dark mode. */
export function ThemeIcons() {
  return (
    <>
      <Sun className="scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90" aria-hidden />
      <Moon
        className="absolute scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0"
        aria-hidden
      />
    </>
  );
}

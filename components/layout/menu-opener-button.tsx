import type { ComponentProps } from "react";

/**
 * A header button that opens a menu whose code loads on first use (theme, phone menu): a plain
 * button with the classes the server worked out, so the page's script needs no `Button`.
 */
export function MenuOpenerButton({
  label,
  ...props
}: Omit<ComponentProps<"button">, "type"> & { label: string }) {
  return (
    <button type="button" data-slot="button" aria-label={label} aria-haspopup="menu" {...props} />
  );
}

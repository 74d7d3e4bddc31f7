/**
 * How the header's buttons look. The header renders them on the server with these classes; the
 * menus that replace them once pressed (loaded then) bring their own buttons, which must match.
 */
export const THEME_BUTTON_LOOK = { variant: "ghost", size: "icon" } as const;
export const PHONE_MENU_BUTTON_LOOK = {
  variant: "ghost",
  size: "icon",
  className: "sm:hidden",
} as const;

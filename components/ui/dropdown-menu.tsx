"use client";

import * as React from "react";
import { Slot } from "radix-ui";
import type * as DropdownMenuParts from "./dropdown-menu-parts";

/**
 * The dropdown menu of components/ui, loaded on first use. Until a menu is first opened, its
 * trigger is a plain button and its content renders nothing, so a page that only shows a menu
 * button (the header's, on every page) does not load Radix's menu, popper, focus trap and scroll
 * lock. The first press loads them (a pointer over or focus on the trigger starts it early) and
 * opens the menu; from then on every part is the Radix one of ./dropdown-menu-parts.
 */
type Parts = typeof DropdownMenuParts;
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;
const load = () =>
  (loading ??= import("./dropdown-menu-parts").then((m) => {
    parts = m;
    return m;
  }));

/** Opens the menu from its not-yet-loaded trigger. */
const ActivateContext = React.createContext<(() => void) | null>(null);

type RootProps = React.ComponentProps<Parts["DropdownMenu"]>;

function DropdownMenu(props: RootProps) {
  const [loaded, setLoaded] = React.useState<Parts | null>(parts);
  const [openedEarly, setOpenedEarly] = React.useState(false);
  const onOpenChange = React.useRef(props.onOpenChange);
  React.useEffect(() => {
    onOpenChange.current = props.onOpenChange;
  });
  /** Loads the parts and opens the menu (a controlled menu is told to open). */
  const activate = React.useCallback(() => {
    void load().then((m) => {
      setOpenedEarly(true);
      setLoaded(m);
      onOpenChange.current?.(true);
    });
  }, []);
  // A menu opened from the start or from outside needs its parts at once.
  const wantsOpen = Boolean(props.open ?? props.defaultOpen);
  React.useEffect(() => {
    if (wantsOpen && !loaded) void load().then(setLoaded);
  }, [wantsOpen, loaded]);
  if (loaded) {
    const { DropdownMenu: Root } = loaded;
    return <Root {...props} defaultOpen={props.defaultOpen ?? openedEarly} />;
  }
  return <ActivateContext value={activate}>{props.children}</ActivateContext>;
}

function DropdownMenuTrigger({
  asChild,
  onClick,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ...props
}: React.ComponentProps<Parts["DropdownMenuTrigger"]>) {
  const activate = React.useContext(ActivateContext);
  if (!activate && parts) {
    const { DropdownMenuTrigger: Trigger } = parts;
    return (
      <Trigger asChild={asChild} {...{ onClick, onKeyDown, onPointerEnter, onFocus }} {...props} />
    );
  }
  const Element = asChild ? Slot.Root : "button";
  return (
    <Element
      type={asChild ? undefined : "button"}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-slot="dropdown-menu-trigger"
      {...props}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void load();
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        void load();
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) activate?.();
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        // Radix opens on ArrowDown too (Enter and Space arrive as a click).
        if (event.key === "ArrowDown" && !event.defaultPrevented) {
          event.preventDefault();
          activate?.();
        }
      }}
    />
  );
}

/** A part that exists only inside an open menu: nothing until the parts are loaded. */
function part<K extends Exclude<keyof Parts, "DropdownMenu" | "DropdownMenuTrigger">>(name: K) {
  function Part(props: React.ComponentProps<Parts[K]>) {
    const activate = React.useContext(ActivateContext);
    if (activate || !parts) return null;
    // Each name's props are its own component's: the union TypeScript sees here never mixes them.
    const Component = parts[name] as React.ElementType;
    return <Component {...props} />;
  }
  Part.displayName = name;
  return Part;
}

const DropdownMenuPortal = part("DropdownMenuPortal");
const DropdownMenuContent = part("DropdownMenuContent");
const DropdownMenuGroup = part("DropdownMenuGroup");
const DropdownMenuLabel = part("DropdownMenuLabel");
const DropdownMenuItem = part("DropdownMenuItem");
const DropdownMenuCheckboxItem = part("DropdownMenuCheckboxItem");
const DropdownMenuRadioGroup = part("DropdownMenuRadioGroup");
const DropdownMenuRadioItem = part("DropdownMenuRadioItem");
const DropdownMenuSeparator = part("DropdownMenuSeparator");
const DropdownMenuShortcut = part("DropdownMenuShortcut");
const DropdownMenuSub = part("DropdownMenuSub");
const DropdownMenuSubTrigger = part("DropdownMenuSubTrigger");
const DropdownMenuSubContent = part("DropdownMenuSubContent");

export {
  DropdownMenu,
  DropdownMenuPortal,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
};

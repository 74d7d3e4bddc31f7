"use client";

import * as React from "react";
import { Slot } from "radix-ui";
import type * as TooltipParts from "./tooltip-parts";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./tooltip-timing";

/**
 * The tooltip of components/ui, loaded on first use: Radix's tooltip brings its popper, floating
 * positioning and dismissable layer (about 16 KB gzipped, most of the share page's badge). Until a
 * trigger is first hovered or focused it is its child alone and the content renders nothing; the
 * pointer's arrival or the focus loads the parts and the tooltip becomes Radix's: it opens from the
 * focus at once (the new trigger takes the focus back), and from the pointer's next move after the
 * usual delay, as Radix opens any tooltip. Later tooltips are Radix's from the start.
 *
 * The swap remounts the trigger: for triggers that act on a click (a button a user may press the
 * moment the pointer arrives), use ./tooltip-parts directly, as the recorder's controls do.
 */
type Parts = typeof TooltipParts;
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;
const load = () =>
  (loading ??= import("./tooltip-parts").then((m) => {
    parts = m;
    return m;
  }));

/**
 * The delays, and the skip delay shared by the tooltips under one provider: each loaded tooltip
 * has Radix's provider of its own, so whether one closed a moment ago is kept here.
 */
interface Timing {
  delayDuration: number;
  skipDelayDuration: number;
  markClosed: () => void;
  closedRecently: () => boolean;
}

function timingOf(delayDuration: number, skipDelayDuration: number): Timing {
  let lastClosedAt = -Infinity;
  return {
    delayDuration,
    skipDelayDuration,
    markClosed: () => {
      lastClosedAt = performance.now();
    },
    closedRecently: () => performance.now() - lastClosedAt < skipDelayDuration,
  };
}

const TimingContext = React.createContext<Timing>(
  timingOf(TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS),
);

function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
}: {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: React.ReactNode;
}) {
  const timing = React.useMemo(
    () => timingOf(delayDuration, skipDelayDuration),
    [delayDuration, skipDelayDuration],
  );
  return <TimingContext value={timing}>{children}</TimingContext>;
}

/** How a not-yet-loaded trigger asks for the parts: on the pointer's arrival, or on focus. */
const ActivateContext = React.createContext<((by: "pointer" | "focus") => void) | null>(null);
/**
 * For a loaded trigger: whether it must take the focus back, once (the trigger that loaded the
 * parts had it), and what a pointer entering it tells its tooltip (open at once, within the skip
 * delay).
 */
const LoadedTriggerContext = React.createContext<{ takeFocus: () => boolean; entered: () => void }>(
  {
    takeFocus: () => false,
    entered: () => undefined,
  },
);

type RootProps = React.ComponentProps<Parts["Tooltip"]>;

function Tooltip({ onOpenChange, ...props }: RootProps) {
  const timing = React.useContext(TimingContext);
  const [loaded, setLoaded] = React.useState<Parts | null>(parts);
  const [instant, setInstant] = React.useState(false);
  const refocusRef = React.useRef(false);
  const activate = React.useCallback((by: "pointer" | "focus") => {
    void load().then((m) => {
      refocusRef.current = by === "focus";
      setLoaded(m);
    });
  }, []);
  // Stable, so the trigger's ref (which takes the focus back) is not detached and re-attached on
  // every render.
  const triggerContext = React.useMemo(
    () => ({
      takeFocus: () => {
        const refocus = refocusRef.current;
        refocusRef.current = false;
        return refocus;
      },
      entered: () => setInstant(timing.closedRecently()),
    }),
    [timing],
  );
  if (!loaded) return <ActivateContext value={activate}>{props.children}</ActivateContext>;
  return (
    <loaded.TooltipProvider
      delayDuration={instant ? 0 : timing.delayDuration}
      skipDelayDuration={timing.skipDelayDuration}
    >
      <loaded.Tooltip
        {...props}
        onOpenChange={(open) => {
          if (!open) timing.markClosed();
          onOpenChange?.(open);
        }}
      >
        <LoadedTriggerContext value={triggerContext}>{props.children}</LoadedTriggerContext>
      </loaded.Tooltip>
    </loaded.TooltipProvider>
  );
}

function TooltipTrigger({
  onPointerEnter,
  onFocus,
  ...props
}: React.ComponentProps<Parts["TooltipTrigger"]>) {
  const activate = React.useContext(ActivateContext);
  const { takeFocus, entered } = React.useContext(LoadedTriggerContext);
  const focusOnMount = React.useCallback(
    (element: HTMLElement | null) => {
      // The Radix trigger replaces the one that was focused: focus moves to it, so a keyboard user
      // keeps their place and Radix opens the tooltip from that focus.
      if (element && takeFocus() && document.activeElement !== element) element.focus();
    },
    [takeFocus],
  );
  if (!activate && parts) {
    const { TooltipTrigger: Trigger } = parts;
    return (
      <Trigger
        ref={focusOnMount}
        onFocus={onFocus}
        {...props}
        onPointerEnter={(event) => {
          entered();
          onPointerEnter?.(event);
        }}
      />
    );
  }
  const { asChild, ...rest } = props;
  const Element = asChild ? Slot.Root : "button";
  return (
    <Element
      type={asChild ? undefined : "button"}
      data-state="closed"
      data-slot="tooltip-trigger"
      // Until the parts load: the Radix trigger that replaces this element has no such attribute.
      data-tooltip="pending"
      {...rest}
      onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        activate?.("pointer");
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        activate?.("focus");
      }}
    />
  );
}

/** The tooltip's text: nothing until the parts are loaded. */
function TooltipContent(props: React.ComponentProps<Parts["TooltipContent"]>) {
  const activate = React.useContext(ActivateContext);
  if (activate || !parts) return null;
  const { TooltipContent: Content } = parts;
  return <Content {...props} />;
}

export { Tooltip, TooltipTrigger, TooltipContent, TooltipProvider };

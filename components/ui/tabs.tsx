"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

// shadcn/ui's Tabs with the same classes, parts and data attributes, on our own few lines of the
// WAI-ARIA tabs pattern instead of Radix Tabs: Radix brings its collection, roving focus and
// presence machinery (about 5 KB gzipped) to the share page, whose script budget is the tightest,
// for three buttons. Automatic activation as in Radix: arrows, Home and End move and select.

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface TabsProps extends Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

function Tabs({ value, defaultValue = "", onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const baseId = React.useId();
  const current = value ?? own;
  const state = React.useMemo<TabsState>(
    () => ({
      value: current,
      baseId,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [current, baseId, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn("flex flex-col gap-2", className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = NEXT_KEYS[event.key];
    if (!next || event.defaultPrevented) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    tabs[next(index, tabs.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "bg-muted text-muted-foreground inline-flex h-9 w-fit items-center justify-center rounded-lg p-[3px]",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<React.ComponentProps<"button">, "value"> {
  value: string;
}

function TabsTrigger({ value, className, disabled, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { value: selected, select, baseId } = useTabs("TabsTrigger");
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={active}
      aria-controls={contentId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      // One stop in the Tab order: the selected tab; the arrows reach the others.
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        "data-[state=active]:bg-background dark:data-[state=active]:text-foreground focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:outline-ring dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 text-foreground dark:text-muted-foreground inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // A tab reached with the arrows is selected at once (automatic activation).
        if (!disabled) select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends Omit<React.ComponentProps<"div">, "value"> {
  value: string;
}

/** The selected tab's panel; the others stay in the page empty and hidden, as Radix leaves them. */
function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const { value: selected, baseId } = useTabs("TabsContent");
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={contentId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn("flex-1 outline-none", className)}
      {...props}
    >
      {active && children}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };

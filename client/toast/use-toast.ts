"use client";

import * as React from "react";

// docs/product/limits-and-constants.md#toasts: one toast at a time; a dismissed toast leaves the
// DOM after this delay.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1000000;

/**
 * One toast in the store. The store sits below the UI (mutation hooks in client/ raise toasts), so
 * these are the fields the Toaster in components/ui hands to its Radix toast, not that toast's types.
 */
export interface ToasterToast {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A `ToastAction` element of components/ui/toast. */
  action?: React.ReactElement;
  variant?: "default" | "destructive";
  duration?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

/** Pure state transition; the removal timers are scheduled by `dispatch`. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners: Array<() => void> = [];
let memoryState: ToastState = { toasts: [] };

function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS_TOAST") {
    if (action.toastId) addToRemoveQueue(action.toastId);
    else memoryState.toasts.forEach((t) => addToRemoveQueue(t.id));
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

export type Toast = Omit<ToasterToast, "id">;

export function toast(props: Toast) {
  const id = genId();
  const update = (next: Partial<ToasterToast>) =>
    dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

const EMPTY_STATE: ToastState = { toasts: [] };

function subscribe(listener: () => void): () => void {
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

export function useToast() {
  // An external store, so toasts raised before the Toaster subscribed still show.
  const state = React.useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => EMPTY_STATE,
  );

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}

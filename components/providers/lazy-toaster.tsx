"use client";

import { useEffect, useState, type ComponentType } from "react";
import { useToast } from "@/client/toast/use-toast";

// Radix Toast is loaded with the first toast, not with every page; the store holds toasts raised
// before it arrives. The recorder loads it ahead (preloadToaster): offline, the first toast of a
// recording could not load it, and a chunk that fails to load must never take the page down.
let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** Loads the Toaster's code now (the recorder does before recording); failures are retried later. */
export function preloadToaster(): Promise<ComponentType | null> {
  loading ??= import("@/components/ui/toaster").then((m) => (loaded = m.Toaster));
  return loading.catch(() => {
    loading = null;
    return null;
  });
}

export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loaded);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (!needed || Toaster) return;
    let live = true;
    const load = () =>
      void preloadToaster().then((component) => {
        if (live && component) setToaster(() => component);
      });
    load();
    // Offline the code cannot load: the toasts wait in the store until the network is back.
    window.addEventListener("online", load);
    return () => {
      live = false;
      window.removeEventListener("online", load);
    };
  }, [needed, Toaster]);

  // Once mounted, the Toaster stays (a closing toast animates out).
  return Toaster ? <Toaster /> : null;
}

import { preloadSignInDialog } from "@/components/auth/sign-in-provider";
import { preloadToaster } from "@/components/providers/lazy-toaster";

/**
 * Loads, before anything is recorded, the code that the path from Start to a saved video would
 * otherwise load on first use: the network may be gone by then, and a chunk that cannot load
 * would leave the recorder without its toasts or the sign-in a signed-out Save asks for.
 */
export function preloadRecorderPath(): void {
  void preloadToaster();
  preloadSignInDialog();
}

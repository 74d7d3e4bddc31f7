import { toast } from "@/client/toast/use-toast";
import { serverMessage } from "./errors";

/** The words of a failed request's toast: its title, and its text when the server sent none. */
export interface FailureText {
  title: string;
  /** Shown when the server's answer carried no message of its own; no text when omitted. */
  fallback?: string;
}

/** The fallback of the failures that have no words of their own beyond a title. */
export const TRY_AGAIN = "Please try again.";

/** A destructive toast for a failed request: its title, and the server's message or the fallback. */
export function failureToast(error: unknown, { title, fallback }: FailureText): void {
  toast({ title, description: serverMessage(error) ?? fallback, variant: "destructive" });
}

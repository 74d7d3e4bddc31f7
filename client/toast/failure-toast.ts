import { serverMessage } from "@/client/http/errors";
import { toast } from "./use-toast";

/** A mutation's `onError`: a destructive toast titled `title`, with the server's message. */
export const failureToast = (title: string) => (error: unknown) =>
  toast({
    title,
    description: serverMessage(error) ?? "Please try again.",
    variant: "destructive",
  });

import type { SignInReason } from "./open-sign-in";

/** The sign-in dialog's title and line, by where it was opened from. */
export function signInPitch(reason: SignInReason | undefined): {
  title: string;
  description: string;
} {
  if (reason === "comment") {
    return {
      title: "Sign in to comment",
      description: "Comment, reply and react on this video under your name.",
    };
  }
  return {
    title: "Sign in to Demoreel",
    description: "Record, share and manage your screen recordings.",
  };
}

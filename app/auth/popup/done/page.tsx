import type { Metadata } from "next";
import { PopupDone } from "@/components/auth/popup-done";

export const metadata: Metadata = { title: "Signed in · Demoreel", robots: { index: false } };

/** Where the provider returns the popup: tells the opener and closes. */
export default function PopupDonePage() {
  return <PopupDone />;
}

import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/marketing/legal-document";
import { PRIVACY_POLICY } from "@/lib/content/legal/privacy-policy";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How Demoreel collects, uses and protects your recordings and personal information.",
};

export default function PrivacyPolicyPage() {
  return <LegalDocumentView content={PRIVACY_POLICY} />;
}

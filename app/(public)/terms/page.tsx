import type { Metadata } from "next";
import { LegalDocumentView } from "@/components/marketing/legal-document";
import { TERMS_OF_SERVICE } from "@/lib/content/legal/terms";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms that govern your use of Demoreel, including plans and billing.",
};

export default function TermsPage() {
  return <LegalDocumentView content={TERMS_OF_SERVICE} />;
}

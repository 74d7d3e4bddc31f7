export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** An optional bullet list shown after the paragraphs. */
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const LEGAL_LAST_UPDATED = "March 1, 2025";
export const SUPPORT_EMAIL = "support@demoreel.app";

/** The Help Center's questions: their categories and shape (the entries are in faq-entries.ts). */

export const FAQ_CATEGORIES = [
  { id: "getting-started", title: "Getting Started" },
  { id: "recording-features", title: "Recording Features" },
  { id: "editing-and-sharing", title: "Editing and Sharing" },
  { id: "account-management", title: "Account Management" },
  { id: "troubleshooting", title: "Troubleshooting" },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]["id"];

export interface Faq {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: FaqCategoryId;
  title: string;
  faqs: Faq[];
}

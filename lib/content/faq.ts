/** Help Center questions and the pure search over them. */

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

/**
 * Keeps the questions whose question or answer contains the query, ignoring case and the
 * surrounding whitespace. A blank query keeps everything.
 */
export function filterFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...faqs];
  return faqs.filter(
    (faq) =>
      faq.question.toLocaleLowerCase().includes(needle) ||
      faq.answer.toLocaleLowerCase().includes(needle),
  );
}

/** Groups questions by category in the fixed category order, leaving out empty categories. */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  return FAQ_CATEGORIES.map((category) => ({
    id: category.id,
    title: category.title,
    faqs: faqs.filter((faq) => faq.category === category.id),
  })).filter((group) => group.faqs.length > 0);
}

export { FAQS } from "./faq-entries";

/** The Help Center's search: pure functions over the questions. */
import { FAQ_CATEGORIES, type Faq, type FaqGroup } from "./faq";

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

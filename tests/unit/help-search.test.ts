import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES, type Faq } from "@/lib/content/faq";
import { FAQS } from "@/lib/content/faq-entries";
import { filterFaqs, groupFaqs } from "@/lib/content/faq-search";

const SAMPLE: Faq[] = [
  {
    id: "a",
    category: "getting-started",
    question: "How many videos are free?",
    answer: "Four.",
  },
  {
    id: "b",
    category: "troubleshooting",
    question: "Upload is slow",
    answer: "Files over 2 GB may be compressed.",
  },
  {
    id: "c",
    category: "getting-started",
    question: "Do I need an install?",
    answer: "No, it runs in the browser.",
  },
];

describe("filterFaqs", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterFaqs(SAMPLE, "")).toEqual(SAMPLE);
    expect(filterFaqs(SAMPLE, "   ")).toEqual(SAMPLE);
  });

  it("matches the question text, ignoring case", () => {
    expect(filterFaqs(SAMPLE, "UPLOAD").map((faq) => faq.id)).toEqual(["b"]);
  });

  it("matches the answer text", () => {
    expect(filterFaqs(SAMPLE, "browser").map((faq) => faq.id)).toEqual(["c"]);
    expect(filterFaqs(SAMPLE, "2 gb").map((faq) => faq.id)).toEqual(["b"]);
  });

  it("matches substrings inside words and trims the query", () => {
    expect(filterFaqs(SAMPLE, "  vid ").map((faq) => faq.id)).toEqual(["a"]);
  });

  it("returns nothing when no question or answer matches", () => {
    expect(filterFaqs(SAMPLE, "kubernetes")).toEqual([]);
  });

  it("does not modify its input", () => {
    const copy = [...SAMPLE];
    filterFaqs(SAMPLE, "free");
    expect(SAMPLE).toEqual(copy);
  });
});

describe("groupFaqs", () => {
  it("groups by category in the fixed order and leaves out empty categories", () => {
    const groups = groupFaqs(SAMPLE);
    expect(groups.map((group) => group.title)).toEqual(["Getting Started", "Troubleshooting"]);
    expect(groups[0]?.faqs.map((faq) => faq.id)).toEqual(["a", "c"]);
  });
});

describe("FAQ content", () => {
  it("has the five categories of the Help Center", () => {
    expect(FAQ_CATEGORIES.map((category) => category.title)).toEqual([
      "Getting Started",
      "Recording Features",
      "Editing and Sharing",
      "Account Management",
      "Troubleshooting",
    ]);
  });

  it("has at least three questions in every category and unique ids", () => {
    for (const group of groupFaqs(FAQS)) expect(group.faqs.length).toBeGreaterThanOrEqual(3);
    expect(groupFaqs(FAQS)).toHaveLength(5);
    expect(new Set(FAQS.map((faq) => faq.id)).size).toBe(FAQS.length);
  });

  it("finds the product's key answers", () => {
    expect(filterFaqs(FAQS, "4 saved videos").length).toBeGreaterThan(0);
    expect(filterFaqs(FAQS, "screen + camera").length).toBeGreaterThan(0);
    expect(filterFaqs(FAQS, "mp4").length).toBeGreaterThan(0);
    expect(filterFaqs(FAQS, "14-day").length).toBeGreaterThan(0);
    expect(filterFaqs(FAQS, "over 2 gb").length).toBeGreaterThan(0);
  });

  it("answers on webhooks, Slack, branding and edit by transcript", () => {
    const ids = (query: string) => filterFaqs(FAQS, query).map((faq) => faq.id);
    expect(ids("webhook")).toContain("webhooks");
    expect(ids("slack")).toContain("slack");
    expect(ids("logo")).toContain("branding");
    expect(ids("filler words")).toContain("edit-by-transcript");
  });
});

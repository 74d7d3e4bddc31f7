import { describe, expect, it } from "vitest";
import { chapterMarks, chapterMenu } from "@/app/embed/[id]/embed-chapters";
import { escapeHtml } from "@/app/embed/[id]/render-embed";

const chapters = [
  { title: "Intro", startTime: 0 },
  { title: "Pricing <& plans>", startTime: 30 },
  { title: "Past the end", startTime: 200 },
];

describe("the embed's chapters", () => {
  it("marks each chapter inside the video on the seek bar, none at 0", () => {
    const marks = chapterMarks(chapters, 120);
    expect(marks.match(/data-chapter-mark/g)).toHaveLength(1);
    expect(marks).toContain("left:25.00%");
  });

  it("marks nothing while the length is unknown", () => {
    expect(chapterMarks(chapters, 0)).toBe("");
  });

  it("lists every chapter as a button that seeks, its title escaped", () => {
    const { button, list } = chapterMenu(chapters, escapeHtml);
    expect(button).toContain('aria-label="Chapters"');
    expect(button).toContain('aria-expanded="false"');
    expect(list).toContain('data-seek="30"');
    expect(list).toContain('aria-label="Pricing &lt;&amp; plans&gt; (00:30)"');
    expect(list).not.toContain("<& plans>");
    expect(list.match(/<button/g)).toHaveLength(3);
    expect(list).toContain(" hidden>");
  });

  it("adds nothing without chapters", () => {
    expect(chapterMenu([], escapeHtml)).toEqual({ button: "", list: "" });
  });
});

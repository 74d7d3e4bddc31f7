import type { BulkLink } from "@/client/resources/tracked-link-mutations";

/** The columns a pasted list may name; a list without this header row gets it, in this order. */
const HEADER = "name,email,company,note";
const HEADER_WORDS = new Set(["name", "email", "company", "note"]);

/** A pasted list as the bulk route reads it: its own header row, or ours put first. */
export function withHeaderRow(list: string): string {
  const trimmed = list.replace(/^\uFEFF/, "").trim();
  const first = trimmed.split(/\r?\n/, 1)[0] ?? "";
  const cells = first.split(",").map((cell) => cell.trim().toLowerCase());
  return cells.includes("name") && cells.every((cell) => HEADER_WORDS.has(cell))
    ? trimmed
    : `${HEADER}\n${trimmed}`;
}

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The made links as a CSV for mail-merge and sequencing tools: name, URL, GIF and the email HTML. */
export function linksCsv(links: BulkLink[]): string {
  const rows = links.map((link) =>
    [link.recipientName, link.url, link.gifUrl, link.snippet.html].map(quoted).join(","),
  );
  return ["name,url,gif_url,email_html", ...rows].join("\r\n") + "\r\n";
}

import "server-only";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { badRequest, unsupportedMediaType } from "@/lib/errors";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { createLinkSchema, type CreateLinkInput } from "./schemas";

/** Most recipients one bulk request may name: a mail-merge list, not a mailing list. */
export const BULK_LINKS_MAX = 500;
/** Largest list read: 500 rows of name, email, company and a note fit well inside. */
const BULK_BODY_MAX_BYTES = 512 * 1024;
const CSV_COLUMNS = ["name", "email", "company", "note"] as const;

const TOO_MANY = `At most ${BULK_LINKS_MAX} recipients at a time.`;
const NONE = "Give at least one recipient.";
export const BULK_CONTENT_TYPES = "Send JSON { recipients: [...] } or a text/csv body.";

/** The first problem of one recipient, as the single-link route words it. */
function rowProblem(raw: unknown): { link?: CreateLinkInput; problem?: string } {
  const parsed = createLinkSchema.safeParse(raw);
  if (parsed.success) return { link: parsed.data };
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? "is not valid";
  return { problem: message.endsWith(".") ? message : `${issue?.path.join(".")}: ${message}` };
}

/** Every recipient valid, or a 400 naming the first bad one; nothing is made from a bad list. */
function validated(rows: unknown[], label: (index: number) => string): CreateLinkInput[] {
  if (rows.length === 0) throw badRequest(NONE);
  if (rows.length > BULK_LINKS_MAX) throw badRequest(TOO_MANY);
  return rows.map((row, index) => {
    const { link, problem } = rowProblem(row);
    if (!link) throw badRequest(`${label(index)}: ${problem}`);
    return link;
  });
}

/** A header row of name,email,company,note (any order; only name is required); rows are 2, 3, ... */
function fromCsv(text: string): CreateLinkInput[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(line ? `Row ${line}: the CSV cannot be read.` : "The CSV cannot be read.");
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((cell) => cell.toLowerCase());
  const unknown = columns.find((cell) => !(CSV_COLUMNS as readonly string[]).includes(cell));
  if (!columns.includes("name") || unknown !== undefined) {
    throw badRequest("The first row must name the columns: name,email,company,note.");
  }
  const cell = (row: string[], column: string) => {
    const value = row[columns.indexOf(column)];
    return value ? value : undefined;
  };
  const recipients = rows.map((row) => ({
    recipientName: cell(row, "name") ?? "",
    recipientEmail: cell(row, "email"),
    company: cell(row, "company"),
    note: cell(row, "note"),
  }));
  return validated(recipients, (index) => `Row ${index + 2}`);
}

/** The JSON form, as documented (read row by row below, so a bad row is named by its number). */
export const bulkLinksJson = z.object({
  recipients: z.array(createLinkSchema).min(1).max(BULK_LINKS_MAX),
});

const jsonList = z.object({
  recipients: z.array(z.unknown(), { error: "recipients must be a list" }),
});

/**
 * POST /api/videos/{id}/links/bulk's body: JSON `{ recipients }` or a CSV with a header row. A bad
 * row is reported by its number (a CSV's header is row 1; JSON's first recipient is 1).
 */
export async function readBulkRecipients(body: IncomingBody): Promise<CreateLinkInput[]> {
  const type = body.contentType.split(";")[0]?.trim().toLowerCase();
  if (type === "text/csv") return fromCsv(await body.text(BULK_BODY_MAX_BYTES));
  if (type !== "application/json") throw unsupportedMediaType(BULK_CONTENT_TYPES);
  let value: unknown;
  try {
    value = JSON.parse(await body.text(BULK_BODY_MAX_BYTES));
  } catch {
    throw badRequest("Invalid JSON body");
  }
  const list = jsonList.safeParse(value);
  if (!list.success) throw badRequest("Invalid body: recipients must be a list.");
  return validated(list.data.recipients, (index) => `Recipient ${index + 1}`);
}

import "server-only";
import { badRequest } from "@/lib/errors";

/** A page position: the last row's creation time and id, opaque to clients. */
export interface PageCursor {
  createdAt: Date;
  id: number;
}

export function encodeCursor({ createdAt, id }: PageCursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

/** The cursor's position, or null when it is not one that encodeCursor made. */
export function parseCursor(value: string): PageCursor | null {
  const [time, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  const number = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(number) || number <= 0) {
    return null;
  }
  return { createdAt, id: number };
}

export const INVALID_CURSOR_HINT = "use the one the previous page gave";

export function decodeCursor(value: string): PageCursor {
  const cursor = parseCursor(value);
  if (!cursor) throw badRequest(`Invalid cursor: ${INVALID_CURSOR_HINT}`);
  return cursor;
}

import { badRequest } from "@/lib/errors";

/** A page position: the last row's creation time and id, opaque to clients. */
export interface PageCursor {
  createdAt: Date;
  id: number;
}

export function encodeCursor({ createdAt, id }: PageCursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(value: string): PageCursor {
  const [time, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  const number = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(number) || number <= 0) {
    throw badRequest("Invalid cursor: use the one the previous page gave");
  }
  return { createdAt, id: number };
}

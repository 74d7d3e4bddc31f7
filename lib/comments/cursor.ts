import { badRequest } from "@/lib/errors";

/** A page position: the last comment's creation time and id, opaque to clients. */
export interface CommentCursor {
  createdAt: Date;
  id: number;
}

export function encodeCursor({ createdAt, id }: CommentCursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(value: string): CommentCursor {
  const [time, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  const number = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(number) || number <= 0) {
    throw badRequest("Invalid cursor: use the X-Next-Cursor of the previous page");
  }
  return { createdAt, id: number };
}

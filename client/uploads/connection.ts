/**
 * How the upload is getting through, for the recorder to say so: "online" (every part reaches the
 * server), "offline" (requests fail: no network, or the server keeps refusing) with the backlog
 * kept on this device, or "catching-up" (the server answers again and the backlog drains).
 */
export type UploadConnection =
  | { state: "online" }
  | { state: "offline" | "catching-up"; backlogParts: number; backlogBytes: number };

export const ONLINE: UploadConnection = { state: "online" };

/** What the uploader knows: whether its last request failed, and whether it is catching up. */
export interface ConnectionFacts {
  failing: boolean;
  catchingUp: boolean;
  backlogParts: number;
  backlogBytes: number;
}

/** The connection for `facts`, or `previous` itself when nothing changed (stable for React). */
export function nextConnection(
  previous: UploadConnection,
  facts: ConnectionFacts,
): UploadConnection {
  const state = facts.failing ? "offline" : facts.catchingUp ? "catching-up" : "online";
  if (state === "online") return previous.state === "online" ? previous : ONLINE;
  const { backlogParts, backlogBytes } = facts;
  if (
    previous.state === state &&
    previous.backlogParts === backlogParts &&
    previous.backlogBytes === backlogBytes
  )
    return previous;
  return { state, backlogParts, backlogBytes };
}

import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";

const ANONYMOUS = JSON.stringify({ type: "anonymous" });
const ERASED_COMMENT = JSON.stringify({ authorName: "Someone", content: "" });

/**
 * Scrubs the stored event bodies that name these gated viewers, whom the video's owner erased:
 * `data.viewer` becomes `{ type: "anonymous" }` (their email and name go), and the comment of a
 * `comment.created` they wrote loses its author's name and its text (the comment itself was
 * erased with them). A delivery still pending then sends the scrubbed body. The receiver's
 * answer kept with those deliveries goes too, since it may echo what it was sent. Gated viewer
 * ids are unique across videos, so the id alone finds their events.
 */
export async function forgetGatedViewersInDeliveries(
  db: DbOrTx,
  gatedViewerIds: readonly number[],
): Promise<void> {
  if (gatedViewerIds.length === 0) return;
  const ids = sql.join(
    gatedViewerIds.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  await db.execute(sql`
    update webhook_deliveries set
      payload = case when payload #> '{data,comment}' is null
        then jsonb_set(payload, '{data,viewer}', ${ANONYMOUS}::jsonb)
        else jsonb_set(jsonb_set(payload, '{data,viewer}', ${ANONYMOUS}::jsonb),
          '{data,comment}', (payload #> '{data,comment}') || ${ERASED_COMMENT}::jsonb)
        end,
      response_snippet = null
    where payload #>> '{data,viewer,type}' = 'gated'
      and payload #>> '{data,viewer,gatedViewerId}' in (${ids})`);
}

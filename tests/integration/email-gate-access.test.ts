import { describe, expect, it } from "vitest";
import { videos, type VideoVisibility } from "@/db/schema";
import { useTestDatabase } from "../support/test-database";
import { gatedStatuses } from "./email-gate-support";
import { lazyTeam, personOf, ROLES, type Who } from "./workspaces-support";

// Who passes a team video's email gate without an email: its creator and every member of its
// workspace, whatever their role; a signed-in outsider and nobody are asked (public), or never see
// it at all (workspace).

const database = useTestDatabase();
const setup = lazyTeam(database);

async function gatedTeamVideo(visibility: VideoVisibility): Promise<number> {
  const { db, cast, team } = await setup();
  const [row] = await db
    .insert(videos)
    .values({
      userId: cast.people.creator.id,
      workspaceId: team,
      visibility,
      title: "Pricing walkthrough",
      originalKey: "videos/x/original.webm",
      duration: 30,
      emailGate: true,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error("no video");
  return row.id;
}

const ALL: Who[] = [...ROLES, "outsider", "signed out"];
const status = (who: Who, visibility: VideoVisibility) => {
  if ((ROLES as readonly string[]).includes(who)) return 200;
  return visibility === "public" ? 403 : 404;
};

describe.each(["public", "workspace"] as const)("a gated %s team video", (visibility) => {
  it.each(ALL)("%s", async (who) => {
    const { cast } = await setup();
    const id = await gatedTeamVideo(visibility);
    const person = personOf(cast, who);
    const asker = person ? { token: person.token } : { anonymousId: `dev-user-${who}` };
    const { video, watch } = await gatedStatuses(id, asker);
    expect(video).toBe(status(who, visibility));
    // The beacon's own statement decides the same: members watch past the gate.
    expect(watch).toBe(video === 200 ? 204 : video);
  });
});

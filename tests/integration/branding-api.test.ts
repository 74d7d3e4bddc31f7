import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as getBrandingRoute, PATCH } from "@/app/api/workspaces/[wid]/branding/route";
import { DELETE, GET, PUT } from "@/app/api/workspaces/[wid]/branding/logo/route";
import type { PlanId } from "@/lib/billing/shared";
import type { BrandingResponse } from "@/lib/branding/shared";
import { BRANDING_MESSAGES } from "@/lib/branding/shared";
import { useTestDatabase } from "../support/test-database";
import { imageBytes, putBytes } from "./branding-support";
import { subscribe } from "./videos-fixtures";
import { call, createCast, createTeam, personOf, ROLES, type Who } from "./workspaces-support";

const database = useTestDatabase();

/** A team of one member per role whose owner is on `plan`. */
async function teamOn(plan: PlanId | "free") {
  const db = database.db();
  const cast = await createCast(db);
  if (plan !== "free") await subscribe(db, cast.people.owner.id, plan);
  return { cast, team: await createTeam(db, cast, `Brand ${plan}`) };
}

const patch = (team: number, who: Parameters<typeof call>[3], accentColor: unknown) =>
  call(PATCH, `/api/workspaces/${team}/branding`, { wid: team }, who, {
    method: "PATCH",
    body: { accentColor },
  });

const everyone: readonly Who[] = [...ROLES, "outsider", "signed out"];
/** What each caller gets from a change on each plan. */
function expected(who: Who, plan: PlanId | "free"): { status: number; code?: string } {
  if (who === "signed out") return { status: 401, code: "unauthorized" };
  if (who === "outsider") return { status: 404, code: "workspace_not_found" };
  if (who === "creator" || who === "viewer")
    return { status: 403, code: "workspace_role_required" };
  return plan === "yearly" ? { status: 200 } : { status: 403, code: "plan_required" };
}

describe.each(["free", "monthly", "yearly"] as const)("branding changes on %s", (plan) => {
  it.each(everyone)("the accent and the logo, as %s", async (who) => {
    const { cast, team } = await teamOn(plan);
    const person = personOf(cast, who);
    const want = expected(who, plan);
    const accent = await patch(team, person, "#1A73E8");
    expect(accent.status).toBe(want.status);
    const logo = await putBytes(PUT, team, person, await imageBytes("png"));
    expect(logo.status).toBe(want.status);
    if (want.code) {
      expect(((await accent.json()) as { code: string }).code).toBe(want.code);
      expect(((await logo.json()) as { code: string }).code).toBe(want.code);
      return;
    }
    expect(((await accent.json()) as BrandingResponse).accentColor).toBe("#1a73e8");
    const body = (await logo.json()) as BrandingResponse;
    expect(body).toMatchObject({ workspaceId: team, accentColor: "#1a73e8", enabled: true });
    expect(body.logoUrl).toMatch(new RegExp(`^/api/workspaces/${team}/branding/logo\\?v=logo-`));
  });
});

describe("branding inputs", () => {
  it("refuses a text file named .png (415), a GIF (415), an empty body (400) and over 1 MB (413)", async () => {
    const { cast, team } = await teamOn("yearly");
    const owner = cast.people.owner;
    const text = new TextEncoder().encode("not an image at all, just text renamed logo.png");
    const res = await putBytes(PUT, team, owner, text);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: "unsupported_media_type",
      message: BRANDING_MESSAGES.notAnImage,
    });
    expect((await putBytes(PUT, team, owner, await imageBytes("gif"))).status).toBe(415);
    const declaredJson = await putBytes(PUT, team, owner, await imageBytes("png"), "text/plain");
    expect(declaredJson.status).toBe(415);
    const empty = await putBytes(PUT, team, owner, new Uint8Array());
    expect(empty.status).toBe(400);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await putBytes(PUT, team, owner, big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { code: string }).code).toBe("payload_too_large");
    // A PNG signature over bytes that do not decode.
    const broken = await putBytes(PUT, team, owner, big.slice(0, 100));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe("invalid_input");
  });

  it.each(["red", "#12345", "#1234567", "#gg0000", "1a73e8", 42, ""])(
    "refuses the accent %j with 400 invalid_input",
    async (accent) => {
      const { cast, team } = await teamOn("yearly");
      const res = await patch(team, cast.people.owner, accent);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe("invalid_input");
    },
  );

  it("resizes JPEG and WebP logos into a PNG of at most 480 x 160, served with a long cache", async () => {
    const { cast, team } = await teamOn("yearly");
    for (const format of ["jpeg", "webp"] as const) {
      const res = await putBytes(PUT, team, cast.people.admin, await imageBytes(format, 2000, 500));
      expect(res.status).toBe(200);
      const { logoUrl } = (await res.json()) as BrandingResponse;
      const served = await GET(new Request(`http://127.0.0.1:3000${logoUrl}`), {
        params: Promise.resolve({ wid: String(team) }),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "png", width: 480, height: 120 });
    }
  });

  it("a removed logo is 404; members read the branding, a downgrade keeps it but disables it", async () => {
    const { cast, team } = await teamOn("yearly");
    const owner = cast.people.owner;
    expect((await putBytes(PUT, team, owner, await imageBytes("png"))).status).toBe(200);
    const viewerRead = await call(getBrandingRoute, "", { wid: team }, cast.people.viewer);
    expect(((await viewerRead.json()) as BrandingResponse).enabled).toBe(true);
    const outsiderRead = await call(getBrandingRoute, "", { wid: team }, cast.people.outsider);
    expect(outsiderRead.status).toBe(404);

    const creatorDelete = await call(DELETE, "", { wid: team }, cast.people.creator, {
      method: "DELETE",
    });
    expect(creatorDelete.status).toBe(403);
    const removed = await call(DELETE, "", { wid: team }, owner, { method: "DELETE" });
    expect(((await removed.json()) as BrandingResponse).logoUrl).toBeNull();
    const gone = await GET(
      new Request(`http://127.0.0.1:3000/api/workspaces/${team}/branding/logo`),
      {
        params: Promise.resolve({ wid: String(team) }),
      },
    );
    expect(gone.status).toBe(404);
  });
});

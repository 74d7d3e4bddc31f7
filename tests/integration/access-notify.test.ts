import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getConnection } from "@/db/client";
import { cachedAccessRow } from "@/lib/access/rows/access-rows";
import { accessRowsKept } from "@/lib/access/rows/access-rows-listener";
import { sharedPageVersion } from "@/lib/access/shared-page";
import { setConfigForTests } from "../support/config";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { insertVideo, subscribe } from "./videos-fixtures";

// Writes here go straight to the database, never through invalidateVideo: as another app instance,
// the worker or a script would write. Only the database's notices can reach the kept rows. On
// Postgres the rows are kept only with ACCESS_ROWS_FROM_NOTICES, which the tests below turn on.
const database = useTestDatabase();
let owner: TestUser;

const listening = async () => {
  const connection = await getConnection();
  await vi.waitFor(() => expect(accessRowsKept(connection)).toBe(true), { timeout: 10_000 });
};

/** For the rest of this file. */
const keepRowsFromNotices = (on: boolean) =>
  setConfigForTests({ ...process.env, ACCESS_ROWS_FROM_NOTICES: on ? "1" : "0" });

beforeAll(async () => {
  owner = await createTestUser(database.db());
});

describe("where access rows are kept", () => {
  it("always on embedded PGlite; on Postgres only when the operator chooses notices", async () => {
    keepRowsFromNotices(false);
    const connection = await getConnection();
    expect(accessRowsKept(connection)).toBe(connection.kind === "pglite");
  });
});

/** A loader that counts its reads, to tell a kept row from a fresh one. */
function counted() {
  const loader = { reads: 0, load: async () => ({ read: ++loader.reads }) };
  return loader;
}

describe("the database's notices of changed videos", () => {
  beforeAll(async () => {
    keepRowsFromNotices(true);
    await listening();
  });

  it("close a kept shared page on a privacy flip written elsewhere", async () => {
    const video = await insertVideo(database.db(), owner.id, { isPrivate: false });
    expect(await sharedPageVersion(video.id)).not.toBeNull();
    expect(await sharedPageVersion(video.id)).not.toBeNull();

    await database
      .db()
      .execute(sql`update videos set visibility = 'private' where id = ${video.id}`);
    await vi.waitFor(async () => expect(await sharedPageVersion(video.id)).toBeNull());
  });

  it("drop only the signed-out row when only the view count moves", async () => {
    const video = await insertVideo(database.db(), owner.id, { isPrivate: false });
    const share = counted();
    const signedOut = counted();
    await cachedAccessRow(video.id, share.load, "share");
    await cachedAccessRow(video.id, signedOut.load, "signed-out");

    await database.db().execute(sql`update videos set views = views + 1 where id = ${video.id}`);
    await vi.waitFor(async () =>
      expect(await cachedAccessRow(video.id, signedOut.load, "signed-out")).toEqual({ read: 2 }),
    );
    expect(await cachedAccessRow(video.id, share.load, "share")).toEqual({ read: 1 });

    // A new version (any edit sets updated_at) drops both.
    await database
      .db()
      .execute(
        sql`update videos set updated_at = now() + interval '1 second' where id = ${video.id}`,
      );
    await vi.waitFor(async () =>
      expect(await cachedAccessRow(video.id, share.load, "share")).toEqual({ read: 2 }),
    );
  });

  it("drop every row when a plan changes (it shows or hides workspaces' branding)", async () => {
    const first = await insertVideo(database.db(), owner.id, { isPrivate: false });
    const second = await insertVideo(database.db(), owner.id, { isPrivate: false });
    const a = counted();
    const b = counted();
    await cachedAccessRow(first.id, a.load);
    await cachedAccessRow(second.id, b.load);

    await subscribe(database.db(), owner.id);
    await vi.waitFor(async () =>
      expect(await cachedAccessRow(first.id, a.load)).toEqual({ read: 2 }),
    );
    expect(await cachedAccessRow(second.id, b.load)).toEqual({ read: 2 });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "keep nothing while the listening connection is lost, and again once it is back",
    async () => {
      const video = await insertVideo(database.db(), owner.id, { isPrivate: false });
      const rows = counted();
      await cachedAccessRow(video.id, rows.load);
      const connection = await getConnection();

      await database.db().execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'listen %'`);
      await vi.waitFor(() => expect(accessRowsKept(connection)).toBe(false));
      // What was kept before the loss is gone: a notice may have been missed meanwhile.
      expect(await cachedAccessRow(video.id, rows.load)).toEqual({ read: 2 });

      await listening();
      expect(await cachedAccessRow(video.id, rows.load)).toEqual({ read: 3 });
      expect(await cachedAccessRow(video.id, rows.load)).toEqual({ read: 3 });
    },
  );
});

import { once } from "node:events";
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";

// Webhooks belong to a workspace: a team's admin adds one in the team's settings, which say whose
// videos it hears of; a team video's event reaches a real local receiver (as Slack messages), a
// personal video's does not; the Slack dialog speaks of Slack; a creator gets no Add button.

const TEAM = "Deal Desk West";

// A 1-second VP8 WebM, made before any connection opens (a synchronous ffmpeg stalls Node's timers).
const clip = execFileSync(
  "ffmpeg",
  [
    ...["-hide_banner", "-loglevel", "error", "-f", "lavfi"],
    ...["-i", "testsrc=duration=1:size=160x120:rate=10", "-c:v", "libvpx", "-f", "webm", "-"],
  ],
  { maxBuffer: 16 * 1024 * 1024 },
);

async function upload(page: Page, title: string, fields: Record<string, string>) {
  const response = await page.request.post("/api/videos/upload", {
    multipart: {
      title,
      duration: "1",
      ...fields,
      video: { name: "recording.webm", mimeType: "video/webm", buffer: clip },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function processed(page: Page, id: number) {
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/videos/${id}`)).json()) as {
            processingStatus: string;
          }
        ).processingStatus,
      { timeout: 60_000 },
    )
    .toBe("completed");
}

/** A teammate in a context of their own: signed in, invited with `role` by the owner, joined. */
async function teammate(browser: Browser, owner: Page, teamId: number, name: string, role: string) {
  const email = `${name.split(" ")[0]?.toLowerCase()}-${Date.now()}@example.test`;
  const invite = await owner.request.post(`/api/workspaces/${teamId}/invites`, {
    data: { email, role },
  });
  expect(invite.status()).toBe(201);
  const token = ((await invite.json()) as { url: string }).url.split("/invites/")[1] ?? "";
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDev(page, name, email);
  expect((await page.request.post(`/api/invites/${token}/accept`)).status()).toBe(200);
  return page;
}

test("a team's webhooks: in its settings, named for it, Slack spoken of, admins only", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const received: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      response.end("ok");
    });
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack`;

  try {
    // The owner is on Pro Annual (webhooks) and has a team with an admin and a creator.
    await signInAsDev(page, "Orla Owner");
    await subscribeInTestMode(page, "yearly");
    const created = await page.request.post("/api/workspaces", { data: { name: TEAM } });
    expect(created.status()).toBe(201);
    const teamId = ((await created.json()) as { id: number }).id;
    const admin = await teammate(browser, page, teamId, "Ada Admin", "admin");
    const creator = await teammate(browser, page, teamId, "Cole Creator", "creator");

    // Settings points to each workspace's webhooks; the team's button opens the team's settings.
    await admin.goto("/settings");
    const moved = admin.locator("[aria-labelledby=webhooks-moved-title]");
    await expect(moved).toContainText("Webhooks now live in each workspace's settings");
    await (await hydrated(moved.getByRole("button", { name: `Webhooks of ${TEAM}` }))).click();
    await expect(admin).toHaveURL(/\/settings\/workspace#webhooks$/);
    const card = admin.locator("[aria-labelledby=webhooks-title]");
    await expect(card.getByTestId("webhooks-scope")).toHaveText(
      `Sends events for videos in ${TEAM}. Videos only their creator can watch, and videos in personal or other workspaces, send nothing here.`,
    );

    // The Slack format's dialog speaks of a Slack channel, its URL and its messages.
    await (await hydrated(card.getByRole("button", { name: "Add webhook" }))).click();
    const dialog = admin.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("Add webhook");
    await expect(dialog).toContainText("signed with a secret");
    await dialog.getByRole("combobox", { name: "Send to" }).click();
    await admin.getByRole("option", { name: "A Slack channel" }).click();
    await expect(dialog).toHaveAccessibleName("Add Slack webhook");
    await expect(dialog).toHaveAccessibleDescription(
      `Posts a message to a Slack channel for each event of a video in ${TEAM}. In Slack, add an incoming webhook to the channel, then paste its URL here.`,
    );
    const field = dialog.getByLabel("Slack incoming-webhook URL");
    await expect(field).toHaveAttribute("placeholder", "https://hooks.slack.com/services/...");
    const examples = dialog.getByRole("region", { name: "What the messages look like" });
    await expect(examples).toContainText('Jane (Acme) is watching "Acme pricing demo"');
    await expect(dialog.getByText(/secret/i)).toHaveCount(0);
    await field.fill(url);
    await expect(dialog).toContainText("This is not a Slack address");
    await dialog.screenshot({ path: testInfo.outputPath("slack-dialog.png") });
    await dialog.getByRole("button", { name: "Add Slack webhook" }).click();
    await expect(dialog).toHaveCount(0);
    const item = card.getByRole("list", { name: "Webhooks" }).getByRole("listitem").first();
    await expect(item).toContainText(url);
    await expect(item).toContainText("Slack");
    // A Slack webhook has no secret to keep: none is shown.
    await expect(card.getByText(/signing secret/)).toHaveCount(0);
    await card.screenshot({ path: testInfo.outputPath("team-webhooks.png") });

    // A video of the admin's personal workspace finishes: the team's webhook hears nothing of it
    // (a delivery is written with the video's completion, so none can come later).
    const hooks = (await (await admin.request.get(`/api/webhooks?workspace=${teamId}`)).json()) as {
      id: number;
    }[];
    const deliveries = async () =>
      (await (await admin.request.get(`/api/webhooks/${hooks[0]?.id}/deliveries`)).json()) as {
        eventType: string;
      }[];
    const personal = await upload(admin, "Ada's own notes", { isPrivate: "false" });
    await processed(admin, personal);
    expect(await deliveries()).toEqual([]);
    // A team video (members can watch) finishes: its Slack message reaches the receiver.
    const teamVideo = await upload(page, "Q4 pricing demo", {
      workspaceId: String(teamId),
      visibility: "workspace",
    });
    await processed(page, teamVideo);
    expect((await deliveries()).map((delivery) => delivery.eventType)).toEqual(["video.ready"]);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    expect(JSON.parse(received[0] ?? "{}")).toMatchObject({
      text: '"Q4 pricing demo" is ready to watch',
    });
    await admin.reload();
    await expect(item.getByText("Delivered")).toBeVisible();

    // A creator of the team sees whose webhooks these are, and no way to add one (as the API says).
    await creator
      .context()
      .addCookies([{ name: "demoreel-workspace", value: String(teamId), url: creator.url() }]);
    await creator.goto("/settings/workspace");
    const creatorCard = creator.locator("[aria-labelledby=webhooks-title]");
    await expect(creatorCard.getByTestId("webhooks-scope")).toContainText(
      `Sends events for videos in ${TEAM}.`,
    );
    await expect(creatorCard).toContainText(
      `Only ${TEAM}'s owners and admins manage its webhooks.`,
    );
    await expect(creatorCard.getByRole("button", { name: "Add webhook" })).toHaveCount(0);
    expect((await creator.request.get(`/api/webhooks?workspace=${teamId}`)).status()).toBe(403);
    await creatorCard.screenshot({ path: testInfo.outputPath("creator-webhooks.png") });

    await admin.context().close();
    await creator.context().close();
  } finally {
    server.close();
  }
});

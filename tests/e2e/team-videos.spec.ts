import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev, uploadPublicWebm } from "./helpers";

// A team adopting Demoreel brings the videos it already has: a file dropped or picked in the team
// library becomes the team's, and a personal video moves in from its Edit dialog.

let dir = "";
const clip = () => path.join(dir, "existing.webm");
const file = () => path.join(dir, "pricing-walkthrough.mp4");

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-team-videos-"));
  const source = ["-f", "lavfi", "-i", "testsrc2=size=160x90:rate=10:duration=2"];
  const quiet = ["-hide_banner", "-loglevel", "error", "-y"];
  execFileSync("ffmpeg", [...quiet, ...source, "-c:v", "libvpx", "-b:v", "100k", clip()]);
  execFileSync("ffmpeg", [...quiet, ...source, "-c:v", "libx264", "-preset", "ultrafast", file()]);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("existing videos join a team: upload in the team library, move a personal one in", async ({
  page,
}) => {
  test.slow();
  await signInAsDev(page, "Tara Team");
  const personal = await uploadPublicWebm(page, {
    file: clip(),
    name: "existing.webm",
    title: "Last quarter's demo",
    duration: 2,
  });

  await (await hydrated(page.getByRole("button", { name: "Your account" }))).click();
  await page.getByRole("menuitem", { name: "Create workspace" }).click();
  await page.getByRole("dialog").getByLabel("Workspace name").fill("Deal Desk");
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  const heading = page.getByRole("heading", { name: "Deal Desk", level: 1 });
  await expect(heading).toBeVisible();

  // The team library has its own Upload: the file becomes a video of the team.
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeVisible();
  await page.getByTestId("upload-input").setInputFiles([file()]);
  await expect(page.getByLabel("Link to pricing-walkthrough.mp4")).toBeVisible({
    timeout: 60_000,
  });
  const library = page.getByRole("region", { name: "Deal Desk" });
  await expect(library.getByRole("heading", { name: "pricing-walkthrough.mp4" })).toBeVisible();
  const teams = (await (await page.request.get("/api/workspaces")).json()) as {
    id: number;
    name: string;
  }[];
  const teamId = teams.find((workspace) => workspace.name === "Deal Desk")?.id;
  const inTeam = (await (await page.request.get(`/api/videos?workspace=${teamId}`)).json()) as {
    title: string;
  }[];
  expect(inTeam.map((video) => video.title)).toEqual(["pricing-walkthrough.mp4"]);

  // A personal video moves in from its Edit dialog, with who may watch chosen for the team.
  await page.goto(`/video/${personal.id}`);
  await (await hydrated(page.getByRole("button", { name: "Edit" }).first())).click();
  const dialog = page.getByRole("dialog", { name: "Edit video" });
  await dialog.getByRole("combobox", { name: "Workspace" }).click();
  await page.getByRole("option", { name: "Deal Desk" }).click();
  await dialog.getByRole("combobox", { name: "Who can watch" }).click();
  await page.getByRole("option", { name: "Members of Deal Desk" }).click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/");
  await expect(heading).toBeVisible();
  await expect(page.getByText("Last quarter's demo").first()).toBeVisible();
  const moved = (await (await page.request.get(`/api/videos/${personal.id}`)).json()) as {
    workspaceId: number;
    visibility: string;
  };
  expect(moved).toMatchObject({ workspaceId: teamId, visibility: "workspace" });
});

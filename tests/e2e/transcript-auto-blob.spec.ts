import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { OPENAI_E2E } from "./openai-e2e";
import { uploadToneVideo } from "./tone-upload";

// The Vercel Blob server transcribes every processed video unasked, through the fake provider
// (tests/support/fake-openai.ts), which holds transcriptions back on request: the page is seen
// while the transcript is under way, and then as it lands.

const fake = (action: "hold" | "release") =>
  fetch(`${OPENAI_E2E.url}/__fake/${action}-transcriptions`, { method: "POST" });

test("the open page shows the automatic transcript coming, then the transcript, without a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDev(page);
  await fake("hold");
  try {
    const { id, transcriptStatus } = await uploadToneVideo(page.request, {
      title: "automatic transcript demo",
      description: "",
      seconds: 4,
    });
    // Queued from the upload on: processing comes first, then the transcript.
    expect(transcriptStatus).toBe("queued");
    await page.goto(`/video/${id}`);
    await (await hydrated(page.getByRole("tab", { name: /Transcript/ }))).click();

    const panel = page.getByRole("tabpanel", { name: /Transcript/ });
    await expect(panel.getByText("Transcribing...")).toBeVisible();
    await expect(panel.getByRole("button", { name: /transcript$/ })).toHaveCount(0);
    await expect(panel.getByText("No transcript yet")).toHaveCount(0);
    // Held at the provider: the audio is extracted and its only chunk is being transcribed.
    const bar = panel.getByRole("progressbar", { name: "Transcript progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "15", { timeout: 60_000 });
  } finally {
    await fake("release");
  }

  // The page polls: the transcript appears where the progress was, and the owner may regenerate.
  const panel = page.getByRole("tabpanel", { name: /Transcript/ });
  const transcript = panel.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByText("Here is the dashboard.")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("Transcribing...")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Regenerate transcript" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Transcript/ }).getByLabel("available")).toBeVisible();
});

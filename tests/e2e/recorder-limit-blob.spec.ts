import { expect, test } from "@playwright/test";
import { BLOB_E2E, routeBlobApiToFake } from "./blob-e2e";
import { signInAsDev } from "./helpers";
import { openRecorder, recorder, saveAs, startRecording } from "./recorder-helpers";

// The plan's longest recording: this server's Free limit is BLOB_E2E.freeMaxRecordingSeconds.
// It records, so it runs in the "recording" project (playwright.config.ts), on the Blob server.
test.use({ baseURL: BLOB_E2E.appUrl });

test("a free recording shows the time left, stops at the plan's limit and saves everything", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const limit = BLOB_E2E.freeMaxRecordingSeconds;
  await signInAsDev(page);
  await routeBlobApiToFake(page.context());
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  await expect(recorder(page).getByTestId("recording-time-left")).toContainText("left on Free");

  // Nobody presses Stop: at the limit the recorder stops by itself and opens Save.
  await expect(page.getByRole("dialog", { name: "Save Your Recording" })).toBeVisible({
    timeout: (limit + 20) * 1000,
  });
  await expect(page.getByText("Recording limit reached").first()).toBeVisible();

  const video = await saveAs(page, "E2E stopped at the limit");
  // Everything up to the limit was kept, and the server took it (no 413).
  expect(video.duration).toBeGreaterThanOrEqual(limit - 2);
  expect(video.duration).toBeLessThanOrEqual(limit + 1);
});

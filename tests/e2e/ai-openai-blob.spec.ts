import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { OPENAI_E2E } from "./openai-e2e";
import { uploadToneVideo } from "./tone-upload";

// The AI features with a configured provider: the app's second server runs the real OpenAI
// provider code against the fake OpenAI-compatible server (tests/support/fake-openai.ts), which
// "hears" two timed sentences in any audio and answers chat requests from their prompts.

interface FakeRequest {
  endpoint: string;
  status: number;
  body: Record<string, unknown>;
}

test("with a provider: a timed transcript with chapters, an AI document and an enhanced title", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDev(page);
  const { id } = await uploadToneVideo(page.request, {
    title: "provider edge demo",
    description: "A short demo",
    seconds: 4,
  });
  await page.goto(`/video/${id}`);

  // Transcript and chapters: the segment times the provider sent are the ones shown.
  await (await hydrated(page.getByRole("tab", { name: /Transcript/ }))).click();
  await page.getByRole("button", { name: /^(Generate|Regenerate) transcript$/ }).click();
  await expect(page.getByText("Transcript generated").first()).toBeVisible({ timeout: 60_000 });
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByText("Here is the dashboard.")).toBeVisible();
  await expect(page.getByText("Offline transcript")).toHaveCount(0);
  const chapters = page.getByRole("region", { name: "Chapters" });
  await expect(chapters.getByText("Hello and welcome")).toBeVisible();
  await expect(chapters.getByText("Here is the dashboard")).toBeVisible();
  const vtt = await (await page.request.get(`/api/videos/${id}/captions`)).text();
  expect(vtt).toMatch(/\n00:00:01\.200 --> [\d:.]+\nHere is the dashboard\.\n/);

  // An AI document from the transcript, previewed and saved.
  await page.getByRole("tab", { name: /AI Document/ }).click();
  await page.getByLabel("Generate a document with AI").fill("Summarize this video");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const preview = page.getByRole("region", { name: "Generated document preview" });
  await expect(preview.getByLabel("Title")).toHaveValue("Summary");
  await expect(preview.getByText("Here is the dashboard.")).toBeVisible();
  await preview.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("article", { name: "Summary" })).toBeVisible();

  // An enhanced title, saved.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Enhance title" }).click();
  await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue("Provider Edge Demo");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Provider Edge Demo" })).toBeVisible();

  // What reached the provider: transcriptions asking for verbose_json (the automatic one after
  // processing, when the worker got to it first, and the button's), then the chat calls.
  const requests = (await (
    await fetch(`${OPENAI_E2E.url}/__fake/requests`)
  ).json()) as FakeRequest[];
  const transcriptions = requests.filter((r) => r.endpoint === "transcription");
  expect(transcriptions.length).toBeGreaterThanOrEqual(1);
  for (const transcription of transcriptions) {
    expect(transcription).toMatchObject({
      status: 200,
      body: expect.objectContaining({ response_format: "verbose_json" }),
    });
  }
  const chats = requests.filter((r) => r.endpoint === "chat").map((r) => r.status);
  expect(chats.length).toBeGreaterThanOrEqual(3);
  expect(new Set(chats)).toEqual(new Set([200]));
});

import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { toneWebm } from "../integration/ai-speech";

/**
 * Uploads a private WebM of a 440 Hz tone over a test pattern as the signed-in user: any audio
 * will do for the fake provider, which "hears" the same two sentences in everything.
 */
export async function uploadToneVideo(
  request: APIRequestContext,
  fields: { title: string; description: string; seconds: number },
): Promise<Record<string, unknown> & { id: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-tone-e2e-"));
  const response = await request.post("/api/videos/upload", {
    multipart: {
      title: fields.title,
      description: fields.description,
      isPrivate: "true",
      duration: String(fields.seconds),
      video: {
        name: "recording.webm",
        mimeType: "video/webm",
        buffer: readFileSync(toneWebm(path.join(dir, "tone.webm"), fields.seconds)),
      },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Record<string, unknown> & { id: number };
}

import { text } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { notFound } from "@/lib/errors";
import { parseTranscript, transcriptToWebVtt } from "@/lib/timeline/transcript";
import { viewerSpecific } from "@/lib/access/rules/lock";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/captions: WebVTT captions built from the video's transcript
export const GET = handler(
  {
    auth: "viewer",
    params,
    video: "viewer",
    tag: "Videos",
    summary: "WebVTT captions from the transcript",
    responses: { 200: text("text/vtt", "WebVTT") },
    errors: [403, 404, 410],
  },
  async ({ video: { video } }) => {
    const segments = parseTranscript(video.transcript);
    if (segments.length === 0) throw notFound("No transcript", "transcript_not_found");
    return new Response(transcriptToWebVtt(segments, video.duration), {
      headers: {
        "Content-Type": "text/vtt; charset=utf-8",
        "Cache-Control": viewerSpecific(video) ? "private, no-cache" : "public, max-age=60",
      },
    });
  },
);

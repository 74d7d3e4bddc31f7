import { z } from "zod";
import { notFound } from "@/lib/errors";
import { handler, idParam } from "@/lib/api/handler";
import { getDb } from "@/db/client";
import { parseTranscript, transcriptToWebVtt } from "@/lib/metadata/transcript";
import { viewerIdOf } from "@/lib/videos/library";
import { getVideoForViewer } from "@/lib/videos/queries";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/captions: WebVTT captions built from the video's transcript
export const GET = handler({ auth: "viewer", params }, async ({ caller, params }) => {
  const { video } = await getVideoForViewer(await getDb(), {
    videoId: params.id,
    viewerId: viewerIdOf(caller),
  });
  const segments = parseTranscript(video.transcript);
  if (segments.length === 0) throw notFound("No transcript");
  return new Response(transcriptToWebVtt(segments, video.duration), {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": video.isPrivate ? "private, no-cache" : "public, max-age=60",
    },
  });
});

import { handler } from "@/lib/api/handler";
import { listCallerVideos } from "@/lib/videos/library";

// GET /api/videos: the caller's own videos, newest first ([] when not signed in)
export const GET = handler({ auth: "viewer" }, ({ caller }) => listCallerVideos(caller));

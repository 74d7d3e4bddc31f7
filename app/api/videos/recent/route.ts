import { handler } from "@/lib/api/handler";
import { listCallerRecentVideos } from "@/lib/videos/library";

// GET /api/videos/recent: the caller's 10 newest videos ([] when not signed in)
export const GET = handler({ auth: "viewer" }, ({ caller }) => listCallerRecentVideos(caller));

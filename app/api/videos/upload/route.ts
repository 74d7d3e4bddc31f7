import { handler } from "@/lib/api/handler";
import { uploadCallerVideo } from "@/lib/videos/upload";

// POST /api/videos/upload: the multipart recording (SPEC 3), streamed to storage; 201 with the video
export const POST = handler({ auth: "viewer" }, ({ request, caller }) =>
  uploadCallerVideo(request, caller),
);

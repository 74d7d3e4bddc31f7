/** A video as the REST API answers it; the server's own response type (type-only import). */
export type { VideoResponse } from "@/lib/videos/serialize";

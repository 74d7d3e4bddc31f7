// The same 'Video Not Found' as the per-request route (a video changed since the proxy's check).
export { default } from "@/app/(share)/video/[id]/not-found";

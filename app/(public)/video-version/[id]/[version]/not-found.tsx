// The same 'Video Not Found' as the per-request route (a video changed since the proxy's check).
export { default } from "@/app/(app)/video/[id]/not-found";

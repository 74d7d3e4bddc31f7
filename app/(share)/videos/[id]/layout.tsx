// The same shell as /video/{id}: the header in the video's workspace branding.
export { default } from "../../video/[id]/layout";

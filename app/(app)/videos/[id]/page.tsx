// /videos/{id}: the other reading of the video page (SPEC 2 route table).
export { default, generateMetadata } from "../../video/[id]/page";

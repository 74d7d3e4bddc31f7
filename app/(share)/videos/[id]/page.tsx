// /videos/{id}: the video page under its second path (docs/product/routes-and-screens.md#routes).
export { default, generateMetadata } from "../../video/[id]/page";

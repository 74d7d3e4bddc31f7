export { default } from "../../video/[id]/not-found";

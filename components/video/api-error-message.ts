export { apiErrorMessage } from "@/lib/api-client/error-message";

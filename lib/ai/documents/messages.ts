/** Validation texts of SPEC.md section 5, shared by the zod schemas and the client forms (no zod here). */
export const TITLE_REQUIRED = "Title required";
export const CONTENT_REQUIRED = "Content required";
export const PROMPT_REQUIRED = "Please enter a prompt describing what you want to generate";

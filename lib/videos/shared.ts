/**
 * The texts and limits of the password, expiry and call-to-action controls, shared by the API,
 * the pages, the embed and the client forms (a plain module: no server imports).
 */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 128;
export const CTA_LABEL_MAX = 40;

export const PASSWORD_REQUIRED = "Password required";
export const LINK_EXPIRED = "This link has expired";
export const INCORRECT_PASSWORD = "Incorrect password";
/** The heading of the form a locked video shows. */
export const PASSWORD_FORM_TITLE = "This video is password protected";
/** The only thing a link preview of a protected video shows. */
export const PROTECTED_TITLE = "Password-protected video";

/** A link preview's stand-in for a protected video: no title, description or thumbnail. */
export const protectedPreview = (id: number) => ({
  id,
  title: PROTECTED_TITLE,
  description: PROTECTED_TITLE,
  duration: 0,
  thumbnailUrl: null,
  videoUrl: null,
  user: null,
});

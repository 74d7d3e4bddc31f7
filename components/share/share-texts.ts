/**
 * Who a video's link opens for, in the words the share dialog and every "Copy link" use
 * (docs/product/texts-and-errors.md#share-dialog).
 */
export const AUDIENCE_TEXTS = {
  private:
    "Only you can watch this video: it is private, so the link opens for nobody else. Make it shareable to let anyone with the link watch.",
  public: "Anyone with this link can watch the video.",
} as const;

/** The one-click fix a copied private link offers. */
export const MAKE_SHAREABLE_LABEL = "Make it shareable";

export const COPY_FOR_EMAIL = "Copy for email";
/** What the clipboard holds after "Copy for email", and where to put it. */
export const COPIED_FOR_EMAIL = {
  title: "Copied for email",
  description: "Paste it into your email: the moving preview links to the video.",
} as const;

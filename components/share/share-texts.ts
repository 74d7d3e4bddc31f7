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

"use client";

import { createContext, useContext } from "react";

/** How this viewer writes on the video: the forms of the section and its replies read it. */
export interface CommentAuthorMode {
  /** Signed out and not yet a guest of this video: the form asks for a name. */
  needsName: boolean;
  /** A member of the video's team workspace: may mark a comment internal. */
  canInternal: boolean;
}

const CommentAuthorContext = createContext<CommentAuthorMode>({
  needsName: false,
  canInternal: false,
});

export const CommentAuthorProvider = CommentAuthorContext.Provider;
export const useCommentAuthorMode = () => useContext(CommentAuthorContext);

"use client";

import dynamic from "next/dynamic";

/**
 * The comment form loads only where someone may comment (signed in, or past the email gate): a
 * signed-out viewer of a shared page never downloads it (its checkbox, text box and mutation).
 */
export const LazyCommentForm = dynamic(() => import("./comment-form").then((m) => m.CommentForm));

"use client";

// The same as /video/{id}'s.
export { default } from "../../video/[id]/error";

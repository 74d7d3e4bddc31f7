"use client";

// A failed video page keeps its shell, as every page of the signed-in group does.
export { default } from "@/app/(app)/error";

"use client";

// A failed shared video page keeps its shell, as every page of the public group does.
export { default } from "@/app/(public)/error";

import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

// The library's default configuration knows every Tailwind utility and weighs most of it in every
// page; ours knows the kinds of class the sources use and merges them alike.
const twMerge = createTailwindMerge(() => tailwindMergeConfig);

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** `true` when A and B are the same type, else `false`: a compile-time check of two lists. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

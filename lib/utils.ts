import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** `true` when A and B are the same type, else `false`: a compile-time check of two lists. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

import { redirect } from "next/navigation";

/**
 * /login immediately redirects to / (sign-in is a button, not a page:
 * docs/product/routes-and-screens.md#routes).
 */
export default function LoginPage(): never {
  redirect("/");
}

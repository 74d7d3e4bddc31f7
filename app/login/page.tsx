import { redirect } from "next/navigation";

/** SPEC section 2: /login immediately redirects to /. */
export default function LoginPage(): never {
  redirect("/");
}

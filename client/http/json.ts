import type { z, ZodType } from "zod";

/**
 * The JSON body of an answer from one of our routes, typed by the response schema the route
 * declares (`typeof schema`, imported as a type: no schema code reaches the browser). The
 * integration suite checks every answer a route gives against that schema, which is what makes
 * the type true.
 */
export async function readJson<S extends ZodType>(response: Response): Promise<z.infer<S>> {
  return (await response.json()) as z.infer<S>;
}

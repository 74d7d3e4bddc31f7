import { expect } from "vitest";

/** Awaits a promise that must reject with an instance of `type`, and returns that error. */
export async function rejectionOf<E>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

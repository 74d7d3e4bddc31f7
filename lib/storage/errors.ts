import "server-only";

/** A storage key that is empty, absolute, escapes the root or holds forbidden characters. */
export class InvalidKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidKeyError";
  }
}

/** The object does not exist (thrown where a null answer is not possible, e.g. toLocalFile). */
export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`Storage object not found: ${key}`);
    this.name = "ObjectNotFoundError";
  }
}

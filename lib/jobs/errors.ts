import "server-only";

/** A failure that another attempt cannot fix (the input itself is refused): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** The job cannot run yet (it waits for another): back to the queue after `delayMs`, no attempt used. */
export class DeferJobError extends Error {
  constructor(
    readonly delayMs: number,
    reason: string,
  ) {
    super(reason);
    this.name = "DeferJobError";
  }
}

import "server-only";
import Stripe from "stripe";
import { badGateway } from "@/lib/errors";
import { logger } from "@/lib/log/logger";

/** Runs a Stripe call; a Stripe failure becomes a 502 the user can read, with the detail in the log only. */
export async function callStripe<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      logger().error(
        { type: error.type, code: error.code, message: error.message },
        `[billing] Stripe ${what} failed`,
      );
      throw badGateway(
        "The payment provider could not complete the request. Please try again.",
        "payment_provider_error",
      );
    }
    throw error;
  }
}

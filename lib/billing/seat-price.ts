/** Seat pricing texts shared by the plans page and the invite form. Pure, no I/O. */

import { formatInterval, formatPrice, type BillingInterval } from "./shared";

export interface SeatPrice {
  /** Whole US dollars per seat and interval. */
  pricePerSeat: number;
  interval: BillingInterval;
}

/** "$28/month": what `seats` seats cost per interval. */
export function seatsTotal({ pricePerSeat, interval }: SeatPrice, seats: number): string {
  return `${formatPrice(pricePerSeat * seats)}${formatInterval(interval)}`;
}

/** "3 creator seats x $14/month = $42/month". */
export function seatSummary(price: SeatPrice, seats: number): string {
  const noun = seats === 1 ? "creator seat" : "creator seats";
  return `${seats} ${noun} x ${seatsTotal(price, 1)} = ${seatsTotal(price, seats)}`;
}

/** Beside the invite form: a creator or admin joining a Pro workspace is one more paid seat. */
export function addSeatNote(price: SeatPrice, seatsNow: number): string {
  const after = seatsNow + 1;
  return `Adds a seat: ${seatsTotal(price, 1)}; your plan becomes ${after} seats, ${seatsTotal(price, after)}.`;
}

import { describe, expect, it } from "vitest";
import { addSeatNote, seatSummary, seatsTotal } from "@/lib/billing/shared";

const monthly = { pricePerSeat: 14, interval: "month" as const };
const yearly = { pricePerSeat: 140, interval: "year" as const };

describe("seat pricing texts", () => {
  it("totals the seats per interval", () => {
    expect(seatsTotal(monthly, 3)).toBe("$42/month");
    expect(seatsTotal(yearly, 2)).toBe("$280/year");
  });

  it("summarises seats, price per seat and total", () => {
    expect(seatSummary(monthly, 1)).toBe("1 creator seat x $14/month = $14/month");
    expect(seatSummary(yearly, 3)).toBe("3 creator seats x $140/year = $420/year");
  });

  it("says what one more seat costs and the new total", () => {
    expect(addSeatNote(monthly, 1)).toBe(
      "Adds a seat: $14/month; your plan becomes 2 seats, $28/month.",
    );
    expect(addSeatNote(yearly, 4)).toBe(
      "Adds a seat: $140/year; your plan becomes 5 seats, $700/year.",
    );
  });
});

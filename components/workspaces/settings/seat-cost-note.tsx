"use client";

import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { seatQuoteQuery } from "@/client/resources/workspaces";
import { addSeatNote } from "@/lib/billing/shared";
import type { INVITABLE_ROLES } from "@/lib/workspaces/responses";

type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * Under the invite form: on Pro, a creator or admin is one more paid seat once the invite is
 * accepted, so the inviter sees the price before sending rather than on the next invoice.
 */
export function SeatCostNote({ workspaceId, role }: { workspaceId: number; role: InvitableRole }) {
  const { data: quote } = useQuery(seatQuoteQuery(workspaceId));
  if (role === "viewer" || !quote?.plan || quote.seats === null) return null;
  if (quote.pricePerSeat === null || quote.interval === null) return null;
  const price = { pricePerSeat: quote.pricePerSeat, interval: quote.interval };
  return (
    <p
      className="text-muted-foreground flex items-start gap-2 text-sm"
      data-testid="seat-cost-note"
    >
      <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{addSeatNote(price, quote.seats)} Viewers are free.</span>
    </p>
  );
}

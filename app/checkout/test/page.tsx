import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { FlaskConical } from "lucide-react";
import { ConfirmTestPayment } from "@/components/billing/confirm-test-payment";
import { QueryProvider } from "@/components/providers/query-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { auth } from "@/lib/auth";
import { countSeats } from "@/lib/billing/seats";
import { billingMode } from "@/lib/billing/stripe-client";
import { withDb } from "@/lib/server/page-db";
import { formatInterval, formatPrice, getPlan } from "@/lib/billing/shared";

export const metadata: Metadata = { title: "Test checkout", robots: { index: false } };

interface TestCheckoutPageProps {
  searchParams: Promise<{ plan?: string | string[] }>;
}

/** The local stand-in for Stripe Checkout (no Stripe keys, never in production unless enabled). */
export default async function TestCheckoutPage({ searchParams }: TestCheckoutPageProps) {
  // The billing mode is run-time configuration: render per request, never at build time (a build
  // without BILLING_TEST_MODE prerendered this page as a 404).
  await connection();
  if (billingMode() !== "test") notFound();
  const { plan: planParam } = await searchParams;
  const plan = typeof planParam === "string" ? getPlan(planParam) : undefined;
  if (!plan) notFound();
  const session = await auth();
  const userId = session?.user?.id;
  // What the checkout bills: one price per creator seat counted now.
  const seats = userId ? await withDb((db) => countSeats(db, userId)) : 1;

  return (
    <main className="bg-muted/40 flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <div className="flex items-center justify-between gap-2">
            <CardTitle>
              <h1 className="text-xl font-semibold">Checkout</h1>
            </CardTitle>
            <Badge
              variant="outline"
              className="border-amber-500 text-amber-700 dark:text-amber-400"
            >
              <FlaskConical aria-hidden="true" />
              Test mode
            </Badge>
          </div>
          <CardDescription>
            Test mode: no card is charged and nothing is sent to a payment provider. Confirming
            activates the plan for one {plan.interval}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex items-baseline justify-between rounded-lg border p-4">
            <div>
              <p className="font-medium" data-testid="checkout-plan">
                {plan.name}
              </p>
              {plan.badge ? <p className="text-muted-foreground text-sm">{plan.badge}</p> : null}
            </div>
            <p>
              <span className="text-2xl font-bold" data-testid="checkout-price">
                {formatPrice(plan.price)}
              </span>
              <span className="text-muted-foreground text-sm">{formatInterval(plan.interval)}</span>
            </p>
          </div>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <p className="text-muted-foreground" data-testid="checkout-seats">
              {seats} creator {seats === 1 ? "seat" : "seats"} x {formatPrice(plan.price)}
            </p>
            <p className="font-medium" data-testid="checkout-total">
              {formatPrice(plan.price * seats)}
              {formatInterval(plan.interval)}
            </p>
          </div>
          {!session?.user ? (
            <p className="text-destructive text-sm" role="alert">
              Sign in required: please sign in on the plans page to subscribe.
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="flex flex-col gap-3">
          {session?.user ? (
            <QueryProvider>
              <ConfirmTestPayment planId={plan.id} />
            </QueryProvider>
          ) : null}
          <Button asChild variant="link">
            <Link href="/subscription">Cancel</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}

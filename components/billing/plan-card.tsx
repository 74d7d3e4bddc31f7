import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { formatInterval, formatPrice, type BillingInterval } from "@/lib/billing/shared";
import { cn } from "@/lib/utils";

interface PlanCardProps {
  name: string;
  price: number;
  interval?: BillingInterval;
  /** Beside the price, e.g. "per creator seat". */
  priceNote?: string;
  description: string;
  /** Above the features, e.g. "All of Monthly's features, plus:". */
  featuresLead?: string;
  features: readonly string[];
  badge?: string;
  highlighted?: boolean;
  /** The call to action at the bottom of the card. */
  action: ReactNode;
  headingLevel?: "h2" | "h3";
}

export function PlanCard({
  name,
  price,
  interval,
  priceNote,
  description,
  featuresLead,
  features,
  badge,
  highlighted = false,
  action,
  headingLevel: Heading = "h3",
}: PlanCardProps) {
  return (
    <Card className={cn("h-full", highlighted && "border-primary ring-primary/20 ring-2")}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>
            <Heading className="text-lg font-semibold">{name}</Heading>
          </CardTitle>
          {badge ? <Badge>{badge}</Badge> : null}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatPrice(price)}</span>
          {interval ? (
            <span className="text-muted-foreground text-sm">{formatInterval(interval)}</span>
          ) : null}
          {priceNote ? <span className="text-muted-foreground text-sm">{priceNote}</span> : null}
        </p>
        {featuresLead ? <p className="text-sm font-medium">{featuresLead}</p> : null}
        <ul className="space-y-2 text-sm" aria-label={`${name} features`}>
          {features.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="text-primary size-4 shrink-0" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}

import { cn } from "@/lib/utils";

interface PercentBarProps {
  /** "progressbar" for work under way, "meter" for a live reading. */
  role?: "progressbar" | "meter";
  label: string;
  /** 0 to 100. */
  percent: number;
  className?: string;
  fillClassName?: string;
}

/** A thin bar filled to a percentage, announced with its value. */
export function PercentBar(props: PercentBarProps) {
  const { role = "progressbar", label, percent, className, fillClassName } = props;
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={cn("bg-muted h-2 overflow-hidden rounded-full", className)}
    >
      <div
        className={cn("bg-primary h-full transition-[width]", fillClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

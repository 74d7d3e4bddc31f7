"use client";

import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

/** The retention curve: the share of sessions that watched each 1% of the video. */
export default function RetentionChart({ retention }: { retention: number[] }) {
  // Bucket i covers i% to (i + 1)% of the video: plotting each at its start and the last once
  // more at its end makes the axis read 0 to 100%.
  const data = retention.map((share, index) => ({ percent: index, watching: share * 100 }));
  const last = retention.at(-1);
  if (last !== undefined) data.push({ percent: retention.length, watching: last * 100 });
  return (
    <div className="h-40 w-full text-xs" data-testid="retention-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
          <XAxis
            dataKey="percent"
            type="number"
            domain={[0, 100]}
            tickFormatter={(value: number) => `${value}%`}
            ticks={[0, 25, 50, 75, 100]}
            stroke="currentColor"
            className="text-muted-foreground"
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 50, 100]}
            tickFormatter={(value: number) => `${value}%`}
            stroke="currentColor"
            className="text-muted-foreground"
          />
          <Tooltip
            formatter={(value) => [`${Number(value).toFixed(0)}% of viewers`, "Watching"]}
            labelFormatter={(label) => `At ${String(label)}% of the video`}
            contentStyle={{
              background: "var(--popover)",
              color: "var(--popover-foreground)",
              border: "1px solid var(--border)",
              borderRadius: 6,
            }}
          />
          <Area
            type="monotone"
            dataKey="watching"
            stroke="var(--primary)"
            fill="var(--primary)"
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

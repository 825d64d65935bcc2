// The Analyst's charts (Recharts, loaded as its own chunk by chart-frame.tsx). Each draws served
// values only; its text summary sits beside it in the ChartFrame.
import { cloneElement, useLayoutEffect, useRef, useState, type ReactElement } from "react";
import { Bar, BarChart, CartesianGrid, Cell, ErrorBar, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsView } from "@web/lib/api-types";
import { formatAmount } from "@web/lib/format";
import { revenuePoints, weekLabel, type Business } from "./chart-data";
import { PLATFORM_COLORS, PLATFORM_NAMES } from "./platforms";

/**
 * Fills its box and hands the chart its measured size, kept current by a ResizeObserver (the chart
 * is drawn only once the box has a width, so a chart mounted mid-layout never keeps a stale size).
 */
function Sized({ children }: { children: ReactElement<{ width?: number; height?: number }> }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = box.current!;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="h-full w-full">
      {size.width > 0 && size.height > 0 && cloneElement(children, { width: size.width, height: size.height })}
    </div>
  );
}

const PRIMARY = "var(--color-primary)";
const VIOLET = "var(--color-brand-violet)";
const SUCCESS = "var(--color-success)";
const WARNING = "var(--color-warning)";
const DESTRUCTIVE = "var(--color-destructive)";
const AXIS = { fontSize: 12, fill: "var(--color-muted-foreground)" };

const compact = (currency: string) => {
  const f = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return (v: number) => f.format(v);
};

export function RevenueChart({ business, currency }: { business: Business; currency: string }) {
  const data = revenuePoints(business);
  const hasForecast = business.forecast.expected !== null;
  return (
    <Sized>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={AXIS}
          interval="preserveStartEnd"
          tickFormatter={(l: string) => l.split(" (")[0]}
        />
        <YAxis tick={AXIS} tickFormatter={compact(currency)} width={56} />
        <Tooltip formatter={(v) => formatAmount(Number(v), currency)} />
        {hasForecast && <Legend />}
        <Bar isAnimationActive={false} dataKey="paid" name="Received" stackId="m" fill={PRIMARY} radius={[4, 4, 0, 0]} />
        {hasForecast && (
          <Bar
            isAnimationActive={false}
            dataKey="forecast"
            name="Forecast (80% range)"
            stackId="m"
            fill={VIOLET}
            fillOpacity={0.45}
            radius={[4, 4, 0, 0]}
          >
            <ErrorBar dataKey="range" width={6} strokeWidth={2} stroke={VIOLET} />
          </Bar>
        )}
      </BarChart>
    </Sized>
  );
}

const AGE_COLORS: Record<string, string> = {
  current: SUCCESS,
  "1-30": WARNING,
  "31-60": DESTRUCTIVE,
  "60+": "#7f1d1d",
};

export function AgingChart({ business, currency }: { business: Business; currency: string }) {
  const data = business.outstandingByAge.map((a) => ({ ...a, value: Number(a.amount) }));
  return (
    <Sized>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} />
        <YAxis tick={AXIS} tickFormatter={compact(currency)} width={56} />
        <Tooltip formatter={(v) => formatAmount(Number(v), currency)} />
        <Bar isAnimationActive={false} dataKey="value" name="Outstanding" radius={[4, 4, 0, 0]}>
          {data.map((a) => (
            <Cell key={a.key} fill={AGE_COLORS[a.key]} />
          ))}
        </Bar>
      </BarChart>
    </Sized>
  );
}

export function PaidVsOutstandingChart({ business, currency }: { business: Business; currency: string }) {
  const p = business.paidVsOutstanding;
  const data = [
    { name: "Paid", value: Number(p.paid), fill: SUCCESS },
    { name: "Not yet late", value: Number(p.outstanding) - Number(p.overdue), fill: PRIMARY },
    { name: "Overdue", value: Number(p.overdue), fill: DESTRUCTIVE },
  ];
  return (
    <Sized>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tick={AXIS} tickFormatter={compact(currency)} />
        <YAxis type="category" dataKey="name" tick={AXIS} width={88} />
        <Tooltip formatter={(v) => formatAmount(Number(v), currency)} />
        <Bar isAnimationActive={false} dataKey="value" name="Amount" radius={[0, 4, 4, 0]}>
          {data.map((d) => (
            <Cell key={d.name} fill={d.fill} />
          ))}
        </Bar>
      </BarChart>
    </Sized>
  );
}

export function TasksPerWeekChart({ weeks }: { weeks: AnalyticsView["productivity"]["tasksPerWeek"] }) {
  const data = weeks.map((w) => ({ label: weekLabel(w.week), completed: w.completed }));
  return (
    <Sized>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis tick={AXIS} allowDecimals={false} width={32} />
        <Tooltip />
        <Bar
          isAnimationActive={false}
          dataKey="completed"
          name="Tasks completed"
          fill={PRIMARY}
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </Sized>
  );
}

export function PostsPerWeekChart({ weeks }: { weeks: AnalyticsView["content"]["postsPerWeek"] }) {
  const data = weeks.map((w) => ({ ...w, label: weekLabel(w.week) }));
  const platforms = Object.keys(PLATFORM_NAMES) as (keyof typeof PLATFORM_NAMES)[];
  return (
    <Sized>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" />
        <YAxis tick={AXIS} allowDecimals={false} width={32} />
        <Tooltip />
        <Legend />
        {platforms.map((p) => (
          <Bar
            isAnimationActive={false}
            key={p}
            dataKey={p}
            name={PLATFORM_NAMES[p]}
            stackId="posts"
            fill={PLATFORM_COLORS[p]}
          />
        ))}
      </BarChart>
    </Sized>
  );
}

'use client';

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface Props {
  /** Oldest first; `day` as the portal writes a date without its year (formatLocalDate). */
  readonly points: readonly { readonly day: string; readonly views: number }[];
  readonly label: string;
}

/**
 * The 30-day graph (recharts); hidden from screen readers, who read the same numbers in the table beside
 * it, and so without recharts' keyboard layer (nothing focusable inside a hidden element).
 */
export default function ViewsChart({ points, label }: Props) {
  return (
    <div className="portal-chart" aria-hidden="true" data-points={points.length}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart accessibilityLayer={false} data={points.map((p) => ({ day: p.day, [label]: p.views }))}>
          <XAxis dataKey="day" interval={4} fontSize={12} />
          <YAxis allowDecimals={false} width={32} fontSize={12} />
          <Tooltip />
          <Bar dataKey={label} fill="#0b4f6c" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

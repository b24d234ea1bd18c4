import { useId } from 'react';
import { formatDate } from '../../../lib/format';

/**
 * One figure per day as a bar chart in plain SVG. Screen readers get the chart's summary (total,
 * busiest day) from its label; the day-by-day figures are in the overview's table.
 */
export function DailyChart({
  title,
  days,
  values,
  format,
}: {
  title: string;
  /** UTC days, YYYY-MM-DD, oldest first. */
  days: string[];
  values: number[];
  format: (value: number) => string;
}) {
  const titleId = useId();
  const total = values.reduce((sum, value) => sum + value, 0);
  const highest = Math.max(0, ...values);
  const busiest = values.indexOf(highest);
  const first = days[0] ?? '';
  const last = days.at(-1) ?? '';
  const summary =
    highest > 0
      ? `${format(total)} in total; the highest day was ${formatDate(days[busiest] ?? '')} with ${format(highest)}.`
      : 'None on any day.';
  // Bars 10 units apart; 100 units of height, the tallest bar filling 95 of them.
  const width = days.length * 10;

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <p className="mt-0.5 text-sm text-slate-700">{summary}</p>
      <div className="mt-3 flex gap-2">
        <p className="w-14 shrink-0 text-right text-xs text-slate-600" aria-hidden="true">
          {highest > 0 ? format(highest) : ''}
        </p>
        <svg
          role="img"
          aria-label={`${title}, ${formatDate(first)} to ${formatDate(last)}: ${summary}`}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-28 w-full min-w-0 overflow-visible"
        >
          {values.map((value, index) => {
            const height = highest > 0 ? (value / highest) * 95 : 0;
            return (
              <rect
                key={days[index]}
                x={index * 10 + 1.5}
                y={100 - height}
                width={7}
                height={height}
                className="fill-brand-600"
              >
                <title>{`${formatDate(days[index] ?? '')}: ${format(value)}`}</title>
              </rect>
            );
          })}
          <line
            x1={0}
            x2={width}
            y1={100}
            y2={100}
            vectorEffect="non-scaling-stroke"
            className="stroke-slate-400"
          />
        </svg>
      </div>
      <div className="mt-1 ml-16 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{formatDate(first)}</span>
        <span>{formatDate(last)}</span>
      </div>
    </figure>
  );
}

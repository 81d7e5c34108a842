import { useId } from 'react';
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';

// A line chart drawn on the server as SVG: no chart JavaScript reaches the browser.
// The SVG is an image with a title and a description; the same numbers stand in a table beside
// it for screen readers and for reading exact values. Colours come from the theme's classes, so
// dark mode needs nothing of its own beyond `dark:` variants.

export type Series = { key: string; label: string; values: number[] };

type Props = {
  title: string;
  description: string;
  /** The x values, one per point, as the table shows them (`23 nov 2026`). */
  labels: string[];
  /** The same, short, for the axis (`23 nov.`). */
  axisLabels: string[];
  series: [Series, Series];
  /** Header of the table's first column. */
  dateHeader: string;
  tableLabel: string;
  formatNumber: (value: number) => string;
};

const WIDTH = 560;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 30, left: 48 };
// Two series told apart by colour and by dash, so colour is never the only cue.
const STYLES = [
  { line: 'stroke-tertiary dark:stroke-main', dash: undefined, swatch: 'bg-tertiary dark:bg-main' },
  { line: 'stroke-quatenary dark:stroke-cool-200', dash: '6 4', swatch: 'bg-quatenary dark:bg-cool-200' },
] as const;

export function LineChart({ title, description, labels, axisLabels, series, dateHeader, tableLabel, formatNumber }: Props) {
  const id = useId();
  const max = Math.max(1, ...series.flatMap(({ values }) => values));
  const y = scaleLinear().domain([0, max]).nice(4).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const x = scalePoint<number>().domain(labels.map((_, i) => i)).range([MARGIN.left, WIDTH - MARGIN.right]);
  const path = line<number>((_, i) => x(i) ?? MARGIN.left, (value) => y(value));
  const every = Math.max(1, Math.ceil(labels.length / 6));
  const ticks = axisLabels.map((label, i) => ({ label, i })).filter(({ i }) => i % every === 0);
  return (
    <figure className="mb-8">
      <figcaption className="mb-2 text-xl font-bold">{title}</figcaption>
      <ul className="mb-2 flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {series.map((one, s) => (
          <li key={one.key} className="flex items-center gap-2">
            <span className={`inline-block h-1 w-6 ${STYLES[s]!.swatch}`} />
            {one.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full text-cool-700 dark:text-cool-300">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-cool-200 dark:stroke-cool-700" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="14" fill="currentColor">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {ticks.map(({ label, i }) => (
          <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="14" fill="currentColor">
            {label}
          </text>
        ))}
        {series.map((one, s) => (
          <path key={one.key} d={path(one.values) ?? undefined} fill="none" strokeWidth="2.5" strokeDasharray={STYLES[s]!.dash} className={STYLES[s]!.line} />
        ))}
        {labels.length === 1 &&
          series.map((one, s) => <circle key={one.key} cx={x(0)} cy={y(one.values[0] ?? 0)} r="4" className={`${STYLES[s]!.line} fill-current`} />)}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold">{tableLabel}</summary>
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">{dateHeader}</th>
                {series.map((one) => (
                  <th key={one.key} scope="col" className="py-1 pr-4 text-right">{one.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={i} className="border-t border-cool-200 dark:border-cool-700">
                  <th scope="row" className="py-1 pr-4 font-normal">{label}</th>
                  {series.map((one) => (
                    <td key={one.key} className="py-1 pr-4 text-right tabular-nums">{formatNumber(one.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

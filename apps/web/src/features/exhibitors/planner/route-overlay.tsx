import type { Point } from '@/lib/planner/route';

/**
 * A route on a hall's plan, in the plan's metres: the walk from the entrance through the stops as a
 * line, and each stop as a numbered disc. Decoration: the list beside it says the same in words,
 * and a click goes through to the stand's link underneath.
 */
export function RouteOverlay({ start, stops }: { start: Point | null; stops: { centre: Point; number: number }[] }) {
  const line = [...(start ? [start] : []), ...stops.map((stop) => stop.centre)].map(({ x, y }) => `${x},${y}`).join(' ');
  return (
    <g aria-hidden="true" pointerEvents="none">
      <polyline points={line} fill="none" className="stroke-tertiary" strokeWidth={0.45} strokeDasharray="1.2 0.6" strokeLinejoin="round" />
      <g fontSize={1.4} fontWeight={700} textAnchor="middle" dominantBaseline="central">
        {stops.map(({ centre, number }) => (
          <g key={number}>
            <circle cx={centre.x} cy={centre.y} r={1.35} className="fill-tertiary stroke-white" strokeWidth={0.2} />
            <text x={centre.x} y={centre.y} className="fill-white">
              {number}
            </text>
          </g>
        ))}
      </g>
    </g>
  );
}

import { useId, type CSSProperties, type ReactNode } from 'react';
import type { PlanHall, PlanStand, Point } from '@/lib/cms/exhibitors';

/** A stand as the plan draws it: the link of an occupied stand and its accessible name ("Stand 1.B12, De Vries Standbouw"). */
export type DrawnStand = PlanStand & { href?: string; name?: string };

type Props = {
  hall: PlanHall & { width: number; depth: number; outline: Point[] };
  stands: DrawnStand[];
  title: string;
  description: string;
  /** The stand number to highlight. */
  highlighted?: string;
  /** Drawn on top, in the plan's metres: a route's numbered stops. */
  overlay?: ReactNode;
};

/** Room around the hall for the entrances' names, metres. */
const MARGIN = 3;
/**
 * The plan is at least this many pixels a metre wide, so stand numbers stay readable and a 3 by 4
 * metre stand is a 36 by 48 pixel target on a phone (the plan scrolls sideways in its frame). Beside
 * the list on a wide screen 8 px a metre does (a 3 m stand is 24 px, WCAG 2.5.8's minimum), so a hall
 * fits its column there instead of hiding half its stands behind a scroll.
 */
const MIN_PX_PER_METRE = { phone: 12, wide: 8 };

const minWidth = (hall: { width: number }, pxPerMetre: number) => `${Math.round((hall.width + 2 * MARGIN) * pxPerMetre)}px`;
const points = (shape: Point[]) => shape.map(([x, y]) => `${x},${y}`).join(' ');
// An attribute only where it has a value: an absent one is still a key of the RSC payload, 150 times.
const classOf = (className?: string) => (className ? { className } : {});
const shapeOf = (stand: PlanStand, className?: string) =>
  stand.outline ? <polygon points={points(stand.outline)} {...classOf(className)} /> : <rect x={stand.x} y={stand.y} width={stand.width} height={stand.depth} {...classOf(className)} />;
const numberOf = (stand: PlanStand, className?: string) => (
  <text x={stand.x + stand.width / 2} y={stand.y + stand.depth / 2} {...classOf(className)}>
    {stand.number}
  </text>
);

/** An entrance's name outside the wall it is on: above or below it, or along a side wall. */
function entranceLabel({ x, y }: { x: number; y: number }, { width, depth }: { width: number; depth: number }) {
  const onSideWall = Math.min(x, width - x) < Math.min(y, depth - y);
  if (!onSideWall) return { x, y: y < depth / 2 ? y - 1.2 : y + 2.4 };
  const [lx, turn] = x < width / 2 ? [x - 1.2, -90] : [x + 1.2, 90];
  return { x: lx, y, transform: `rotate(${turn} ${lx} ${y})` };
}

// Styles sit on the groups, not on each of 150 stands: the page carries each class once.
const TEXT = '[&_text]:fill-current [&_text]:stroke-none';
const FREE = `fill-cool-100 stroke-cool-400 text-cool-500 dark:fill-cool-800 dark:stroke-cool-600 dark:text-cool-400 ${TEXT}`;
const TAKEN = [
  `fill-main-100 stroke-cool-700 text-cool-900 dark:fill-cool-700 dark:stroke-cool-300 dark:text-white ${TEXT}`,
  '[&_a:hover_rect]:fill-main-300 [&_a:hover_polygon]:fill-main-300 dark:[&_a:hover_rect]:fill-cool-600 dark:[&_a:hover_polygon]:fill-cool-600',
  '[&_a:focus-visible]:outline-none [&_a:focus-visible_rect]:stroke-cool-900 [&_a:focus-visible_polygon]:stroke-cool-900 [&_a:focus-visible_rect]:[stroke-width:0.4] [&_a:focus-visible_polygon]:[stroke-width:0.4]',
  'dark:[&_a:focus-visible_rect]:stroke-white dark:[&_a:focus-visible_polygon]:stroke-white',
].join(' ');
const HIGHLIGHT = 'fill-main stroke-red-700 [stroke-width:0.4] dark:fill-main dark:stroke-red-400';

/**
 * A hall's floor plan as server-rendered SVG in metres: the outline, the entrances, every stand
 * with its number; occupied stands are links with their exhibitor's name, free ones are drawn
 * only. No map script: the page scrolls it sideways on a narrow screen.
 */
export function FloorPlanSvg({ hall, stands, title, description, highlighted, overlay }: Props) {
  const id = useId();
  const [free, taken] = [stands.filter((stand) => !stand.href), stands.filter((stand) => stand.href)];
  return (
    <svg
      viewBox={`${-MARGIN} ${-MARGIN} ${hall.width + 2 * MARGIN} ${hall.depth + 2 * MARGIN}`}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full min-w-(--plan-phone) lg:min-w-(--plan-wide) print:min-w-0"
      style={{ '--plan-phone': minWidth(hall, MIN_PX_PER_METRE.phone), '--plan-wide': minWidth(hall, MIN_PX_PER_METRE.wide) } as CSSProperties}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <polygon points={points(hall.outline)} className="fill-white stroke-cool-700 dark:fill-cool-900 dark:stroke-cool-300" strokeWidth={0.3} />
      <g aria-hidden="true" className={`fill-red-700 text-red-800 dark:fill-red-400 dark:text-red-300 ${TEXT}`} fontSize={1.4} textAnchor="middle">
        {hall.entrances.map((entrance) => (
          <g key={`${entrance.x},${entrance.y}`}>
            <circle cx={entrance.x} cy={entrance.y} r={0.8} />
            <text {...entranceLabel(entrance, hall)}>{entrance.name}</text>
          </g>
        ))}
      </g>
      <g aria-hidden="true" className={FREE} strokeWidth={0.08} fontSize={1} textAnchor="middle" dominantBaseline="central">
        {free.map((stand) => (
          <g key={stand.number}>
            {shapeOf(stand)}
            {numberOf(stand)}
          </g>
        ))}
      </g>
      <g className={TAKEN} strokeWidth={0.12} fontSize={1} textAnchor="middle" dominantBaseline="central">
        {taken.map((stand) => {
          const current = stand.number === highlighted;
          return (
            // The title is the link's name (SVG-AAM) and its tooltip: no aria-label repeating it, 150 times.
            <a key={stand.number} href={stand.href} {...(current && { 'aria-current': 'location' as const })}>
              <title>{stand.name}</title>
              {shapeOf(stand, current ? HIGHLIGHT : undefined)}
              {numberOf(stand, current ? 'font-bold' : undefined)}
            </a>
          );
        })}
      </g>
      {overlay}
    </svg>
  );
}

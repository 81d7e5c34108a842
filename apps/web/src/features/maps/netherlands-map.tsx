import { useId } from 'react';
import type { Province } from '@standplaats/shared';
import { shapeHref } from '@/lib/maps/map-shapes';
import { netherlandsMap } from '@/lib/maps/netherlands';
import { spreadPoints } from '@/lib/maps/spread';

export type MapMark = {
  /** Unique among the marks (a documentId or slug). */
  id: string;
  /** The accessible name of the mark's link, e.g. "Jaarbeurs, Utrecht". */
  name: string;
  href: string;
  latitude: number;
  longitude: number;
};

export type ProvinceLink = { href: string; name: string; selected?: boolean };

type Props = {
  title: string;
  description: string;
  marks: MapMark[];
  /** A province's link (to the list filtered on it); provinces without one are drawn only. */
  provinceLinks?: Partial<Record<Province, ProvinceLink>>;
  className?: string;
};

const MARK_RADIUS = 6;
// Styles sit on the groups, not on each of a hundred marks: the page carries each class once.
// The shapes are `<use>` of the map's file (map-shapes.ts): they take their colours from the `<use>`.
const PROVINCES = 'fill-cool-100 stroke-cool-400 dark:fill-cool-800 dark:stroke-cool-600 [&_a:hover_use]:fill-main-100 dark:[&_a:hover_use]:fill-cool-700';
const SELECTED = 'fill-main-200 dark:fill-main-800';
const FOCUS = '[&_a:focus-visible]:outline-none [&_a:focus-visible>*]:stroke-cool-900 [&_a:focus-visible>*]:stroke-[3] dark:[&_a:focus-visible>*]:stroke-white';
const MARKS = 'fill-red-700 stroke-white [&_a:hover_circle]:fill-red-900';
// Water is the page around the land.
const LAKES = 'fill-white stroke-cool-400 dark:fill-cool-900 dark:stroke-cool-600';

/**
 * The Netherlands as server-rendered SVG: provinces (links to the list filtered on each, when
 * given) and a mark per venue with coordinates on the map, each a link with its name. Marks
 * without coordinates are left out; the list beside the map names every venue.
 */
export function NetherlandsMap({ title, description, marks, provinceLinks = {}, className }: Props) {
  const id = useId();
  const map = netherlandsMap();
  const onMap = marks.flatMap((mark) => {
    const point = map.project(mark.latitude, mark.longitude);
    return point ? [{ ...mark, point }] : [];
  });
  // Venues a street apart would hide one another: each mark gets room of its own.
  const spread = spreadPoints(onMap.map((mark) => mark.point), MARK_RADIUS * 2 + 2);
  const placed = onMap.map((mark, i) => ({ ...mark, point: spread[i] ?? mark.point }));
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={className ?? 'h-auto w-full'}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g className={`${PROVINCES} ${FOCUS}`} strokeWidth={0.75}>
        {map.provinces.map(({ province }) => {
          const link = provinceLinks[province];
          if (!link) return <use key={province} href={shapeHref(province)} />;
          return (
            <a key={province} href={link.href} aria-label={link.name} {...(link.selected && { 'aria-current': 'true' as const })}>
              <title>{link.name}</title>
              <use href={shapeHref(province)} {...(link.selected && { className: SELECTED })} />
            </a>
          );
        })}
      </g>
      <use href={shapeHref('lakes')} className={LAKES} strokeWidth={0.75} pointerEvents="none" />
      <use href={shapeHref('outline')} fill="none" className="stroke-cool-600 dark:stroke-cool-400" strokeWidth={1.25} pointerEvents="none" />
      <g className={`${MARKS} ${FOCUS}`} strokeWidth={1.5}>
        {placed.map((mark) => (
          <a key={mark.id} href={mark.href} aria-label={mark.name}>
            <title>{mark.name}</title>
            <circle cx={mark.point[0]} cy={mark.point[1]} r={MARK_RADIUS} />
          </a>
        ))}
      </g>
    </svg>
  );
}

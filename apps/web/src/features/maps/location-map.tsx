import { useId } from 'react';
import { shapeHref } from '@/lib/maps/map-shapes';
import { netherlandsMap } from '@/lib/maps/netherlands';

type Props = {
  latitude: number;
  longitude: number;
  /** What the map shows, e.g. "Ligging van Jaarbeurs in Nederland". */
  title: string;
  /** Said after the title, e.g. "Jaarbeurs ligt in Utrecht, provincie Utrecht." */
  description: string;
  className?: string;
};

/**
 * A small map of the Netherlands with one point: where a venue or a company is. An image with
 * a name for screen readers; null when the coordinates are not in the Netherlands. The messages
 * `maps.locationTitle` and `maps.locationDescription` word the title and description.
 */
export function LocationMap({ latitude, longitude, title, description, className }: Props) {
  const id = useId();
  const map = netherlandsMap();
  const point = map.project(latitude, longitude);
  if (!point) return null;
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={className ?? 'h-auto w-40'}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <use href={shapeHref('outline')} className="fill-cool-100 stroke-cool-600 dark:fill-cool-800 dark:stroke-cool-400" strokeWidth={2} />
      <use href={shapeHref('lakes')} className="fill-white stroke-cool-600 dark:fill-cool-900 dark:stroke-cool-400" strokeWidth={2} />
      <circle cx={point[0]} cy={point[1]} r={14} className="fill-red-700 stroke-white" strokeWidth={4} />
    </svg>
  );
}

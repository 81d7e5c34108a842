'use client';

import { standLabel } from '@standplaats/shared';
import { siteLink } from '@/i18n/site-link';
import { FavouriteButton } from './planner/favourite-button';

/** One exhibitor of the hall, with the words and links the server made for it. */
export type PlanListRow = [
  exhibitor: string,
  stand: string,
  /** "Stand 1.B12, De Vries Standbouw": the stand link's accessible name. */
  standName: string,
  standHref: string,
  company: string,
  companyHref: string,
  /** "Favoriet: De Vries Standbouw". */
  favouriteName: string,
];

type Props = {
  rows: PlanListRow[];
  /** The fair's documentId. */
  event: string;
  /** The hall's code, which a favourite keeps with the stand ("1.B12"). */
  hall: string;
  /** The highlighted stand's number, if any. */
  current: string | null;
  /** The favourite buttons' visible word. */
  favouriteLabel: string;
};

/**
 * The hall's exhibitors beside its plan, for those who cannot use the plan: per stand its number
 * (a link to it on the plan), the company and a favourite button. A client component fed rows, not
 * server components: those were written twice, in the markup and again as elements in the page's
 * payload, about 700 bytes a stand; as a row the payload carries only its words and links.
 */
export function PlanList({ rows, event, hall, current, favouriteLabel }: Props) {
  return (
    <ol className="grid gap-1">
      {rows.map(([exhibitor, stand, standName, standHref, company, companyHref, favouriteName]) => (
        <li key={exhibitor} className={stand === current ? 'plan-list-item plan-list-item-current' : 'plan-list-item'}>
          {/* A plain link, as the plan's own stands: no prefetch of 150 plans. */}
          <a href={standHref} {...(stand === current && { 'aria-current': 'location' as const })} aria-label={standName} className="min-w-12">
            {stand}
          </a>
          <a href={companyHref} {...siteLink}>
            {company}
          </a>
          <FavouriteButton compact event={event} stand={standLabel(hall, stand)} exhibitor={exhibitor} label={favouriteLabel} name={favouriteName} />
        </li>
      ))}
    </ol>
  );
}

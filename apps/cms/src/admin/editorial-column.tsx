import { Badge, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { texts } from './texts';

/** A row of an editorial type's list view, as the content manager gives it (src/editors/editorial.ts). */
type Row = { status?: 'draft' | 'published' | 'modified'; reviewStatus?: string | null; publishAt?: string | null; unpublishAt?: string | null };
type Header = { name: string; label: unknown; attribute: { type: string }; searchable: boolean; sortable: boolean; cellFormatter?: (row: Row) => JSX.Element };
type ListHook = { displayedHeaders: Header[]; layout: { metadatas: Record<string, unknown> } };

export const columnTexts = texts('editorial', {
  header: { en: 'Review and schedule', nl: 'Review en planning' },
  concept: { en: 'draft', nl: 'concept' },
  'ter-review': { en: 'in review', nl: 'ter review' },
  goedgekeurd: { en: 'approved', nl: 'goedgekeurd' },
  online: { en: 'online', nl: 'online' },
  scheduled: { en: 'scheduled {when}', nl: 'gepland {when}' },
  until: { en: 'offline from {when}', nl: 'offline vanaf {when}' },
});
type Key = Parameters<typeof columnTexts.message>[0];

const REVIEW_COLOURS: Record<string, 'secondary' | 'warning' | 'success'> = { concept: 'secondary', 'ter-review': 'warning', goedgekeurd: 'success' };

/**
 * What an editor scans a list for: the review state of the draft ("concept", "ter review",
 * "goedgekeurd"), "online" for what is published as it stands, and when it is planned to go on
 * or off the site. Beside the content manager's own status column (concept, gepubliceerd, gewijzigd).
 */
function EditorialCell({ row }: { row: Row }) {
  const { formatDate } = useIntl();
  const t = columnTexts.useText();
  const when = (moment: string) => formatDate(moment, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });
  const live = row.status === 'published';
  const review = row.reviewStatus ?? 'concept';
  return (
    <Flex gap={2} wrap="wrap">
      {live ? <Badge>{t('online')}</Badge> : <Badge backgroundColor={`${REVIEW_COLOURS[review] ?? 'secondary'}100`} textColor={`${REVIEW_COLOURS[review] ?? 'secondary'}700`}>{t(review as Key)}</Badge>}
      {row.publishAt && !live && <Typography textColor="neutral800">{t('scheduled', { when: when(row.publishAt) })}</Typography>}
      {row.unpublishAt && <Typography textColor="neutral600">{t('until', { when: when(row.unpublishAt) })}</Typography>}
    </Flex>
  );
}

/** The content manager's list-view hook: the column for the types that go through review. */
export function addEditorialColumn({ displayedHeaders, layout }: ListHook): ListHook {
  if (!('reviewStatus' in layout.metadatas)) return { displayedHeaders, layout };
  return {
    displayedHeaders: [
      ...displayedHeaders,
      {
        name: 'editorial',
        label: columnTexts.message('header'),
        attribute: { type: 'string' },
        searchable: false,
        sortable: false,
        cellFormatter: (row: Row) => <EditorialCell row={row} />,
      },
    ],
    layout,
  };
}

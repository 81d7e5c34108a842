import * as React from 'react';
import { useFetchClient, Widget } from '@strapi/strapi/admin';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { texts } from './texts';

/** What the CMS answers at /standplaats/review-queue (src/editors/queue.ts). */
type QueueItem = { uid: string; type: string; documentId: string; locale: string | null; title: string; waiting: 'review' | 'moderation' | 'publication'; since: string };

export const queueTexts = texts('queue', {
  title: { en: 'Awaiting review', nl: 'Wacht op review' },
  empty: { en: 'Nothing is waiting for review.', nl: 'Er wacht niets op review.' },
  review: { en: 'review', nl: 'review' },
  moderation: { en: 'moderation', nl: 'moderatie' },
  publication: { en: "a member's change", nl: 'wijziging van een lid' },
  since: { en: 'since {when}', nl: 'sinds {when}' },
});

const editLink = ({ uid, documentId, locale }: QueueItem) => `/content-manager/collection-types/${uid}/${documentId}${locale ? `?plugins[i18n][locale]=${locale}` : ''}`;

/**
 * The admin home page's "Wacht op review": documents submitted for review, vacancies members
 * posted and company changes members made, oldest first, each a link to its edit screen.
 */
export function ReviewQueueWidget() {
  const { get } = useFetchClient();
  const { formatDate, formatTime } = useIntl();
  const t = queueTexts.useText();
  const [items, setItems] = React.useState<QueueItem[] | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    get<{ data: QueueItem[] }>('/standplaats/review-queue').then(
      ({ data }) => setItems(data.data),
      () => setFailed(true),
    );
  }, [get]);

  if (failed) return <Widget.Error />;
  if (!items) return <Widget.Loading />;
  if (items.length === 0) return <Widget.NoData>{t('empty')}</Widget.NoData>;
  const when = (since: string) => `${formatDate(since, { day: 'numeric', month: 'short' })} ${formatTime(since, { hour: '2-digit', minute: '2-digit' })}`;

  return (
    <Flex tag="ul" direction="column" alignItems="stretch" width="100%">
      {items.map((item) => (
        <Box tag="li" key={`${item.uid}:${item.documentId}:${item.locale}`} paddingTop={2} paddingBottom={2} borderColor="neutral150" borderStyle="solid" borderWidth="0 0 1px 0">
          <Typography tag={Link} to={editLink(item)} textColor="primary600" fontWeight="semiBold" ellipsis display="block">
            {item.title}
          </Typography>
          <Typography variant="pi" textColor="neutral600">
            {item.type}
            {item.locale && item.locale !== 'nl' ? ` (${item.locale})` : ''} · {t(item.waiting)} · {t('since', { when: when(item.since) })}
          </Typography>
        </Box>
      ))}
    </Flex>
  );
}

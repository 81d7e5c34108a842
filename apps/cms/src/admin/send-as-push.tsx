import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { texts } from './texts';

const ARTICLE = 'api::article.article';

export const pushTexts = texts('push', {
  label: { en: 'Send as push notification', nl: 'Versturen als pushbericht' },
  title: { en: 'Send this article as a push notification?', nl: 'Dit artikel als pushbericht versturen?' },
  content: {
    en: 'Everyone who turned on notifications gets its title and summary, in their language. An article is sent once: this cannot be undone or repeated.',
    nl: 'Iedereen die meldingen heeft aangezet krijgt de titel en de samenvatting, in de eigen taal. Een artikel gaat één keer uit: dit kan niet ongedaan gemaakt of herhaald worden.',
  },
  confirm: { en: 'Send', nl: 'Versturen' },
  sent: { en: 'Sent to {sent} browsers; {removed} expired subscriptions removed, {failed} failed.', nl: 'Verstuurd naar {sent} browsers; {removed} verlopen abonnementen verwijderd, {failed} mislukt.' },
  already: { en: 'This article has already been sent as a push notification.', nl: 'Dit artikel is al als pushbericht verstuurd.' },
  unpublished: { en: 'Publish the article first: only published articles are sent.', nl: 'Publiceer het artikel eerst: alleen gepubliceerde artikelen worden verstuurd.' },
  failed: { en: 'Sending failed. Try again later.', nl: 'Versturen is mislukt. Probeer het later opnieuw.' },
});

type Delivery = { sent: number; removed: number; failed: number };
type FailedCall = { status?: number };

/**
 * An article's "send as push" (POST /standplaats/push/articles/:documentId, admin-route.ts): after a
 * confirmation, since it goes to every subscriber and only once; the CMS refuses a second send.
 */
export const SendAsPush: DocumentActionComponent = ({ model, documentId }) => {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const t = pushTexts.useText();
  if (model !== ARTICLE || !documentId) return null;

  return {
    label: t('label'),
    position: 'panel',
    dialog: {
      type: 'dialog',
      title: t('title'),
      content: t('content'),
      confirmLabel: t('confirm'),
      onConfirm: async () => {
        try {
          const { data } = await post<{ data: Delivery }>(`/standplaats/push/articles/${documentId}`);
          toggleNotification({ type: 'success', message: t('sent', data.data) });
        } catch (error) {
          // The CMS refuses a second send (400) and an article that is not published (404).
          const status = (error as FailedCall).status;
          toggleNotification({ type: 'danger', message: t(status === 400 ? 'already' : status === 404 ? 'unpublished' : 'failed') });
        }
      },
    },
  };
};

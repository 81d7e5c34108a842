import type { StrapiApp } from '@strapi/strapi/admin';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { useIntl } from 'react-intl';
import { ImportStands, standsImportMessages } from './stands-import';

const ARTICLE = 'api::article.article';
const PREFIX = 'standplaats.push.';

/** The texts of the "send as push" action, in the admin's languages. */
const messages = {
  en: {
    label: 'Send as push notification',
    title: 'Send this article as a push notification?',
    content: 'Everyone who turned on notifications gets its title and summary, in their language. An article is sent once: this cannot be undone or repeated.',
    confirm: 'Send',
    sent: 'Sent to {sent} browsers; {removed} expired subscriptions removed, {failed} failed.',
    already: 'This article has already been sent as a push notification.',
    unpublished: 'Publish the article first: only published articles are sent.',
    failed: 'Sending failed. Try again later.',
  },
  nl: {
    label: 'Versturen als pushbericht',
    title: 'Dit artikel als pushbericht versturen?',
    content: 'Iedereen die meldingen heeft aangezet krijgt de titel en de samenvatting, in de eigen taal. Een artikel gaat één keer uit: dit kan niet ongedaan gemaakt of herhaald worden.',
    confirm: 'Versturen',
    sent: 'Verstuurd naar {sent} browsers; {removed} verlopen abonnementen verwijderd, {failed} mislukt.',
    already: 'Dit artikel is al als pushbericht verstuurd.',
    unpublished: 'Publiceer het artikel eerst: alleen gepubliceerde artikelen worden verstuurd.',
    failed: 'Versturen is mislukt. Probeer het later opnieuw.',
  },
};
type Key = keyof (typeof messages)['en'];

type Delivery = { sent: number; removed: number; failed: number };
type FailedCall = { status?: number; response?: { data?: { error?: { message?: string } } } };

/**
 * An article's "send as push" (POST /standplaats/push/articles/:documentId, admin-route.ts): after a
 * confirmation, since it goes to every subscriber and only once; the CMS refuses a second send.
 */
const SendAsPush: DocumentActionComponent = ({ model, documentId }) => {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { formatMessage } = useIntl();
  if (model !== ARTICLE || !documentId) return null;
  const t = (key: Key, values?: Record<string, number>) => formatMessage({ id: PREFIX + key, defaultMessage: messages.en[key] }, values);

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
          const failed = error as FailedCall;
          const reason = failed.response?.data?.error?.message ?? '';
          const key: Key = reason.includes('already been sent') ? 'already' : reason.includes('No published article') ? 'unpublished' : 'failed';
          toggleNotification({ type: 'danger', message: t(key) });
        }
      },
    },
  };
};

export default {
  config: {},
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager') as unknown as { apis: { addDocumentAction: (reduce: (actions: DocumentActionComponent[]) => DocumentActionComponent[]) => void } };
    contentManager.apis.addDocumentAction((actions) => [...actions, SendAsPush, ImportStands]);
  },
  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => {
      const language = locale.startsWith('nl') ? 'nl' : 'en';
      const prefixed = (prefix: string, texts: Record<string, string>) => Object.entries(texts).map(([key, text]) => [prefix + key, text]);
      return { locale, data: Object.fromEntries([...prefixed(PREFIX, messages[language]), ...prefixed('standplaats.stands.', standsImportMessages[language])]) };
    });
  },
};

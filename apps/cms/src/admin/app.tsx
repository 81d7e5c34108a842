import type { StrapiApp } from '@strapi/strapi/admin';
import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { Clock } from '@strapi/icons';
import { addEditorialColumn, columnTexts } from './editorial-column';
import { enumLabels } from './enum-labels';
import { RejectEdit, rejectTexts } from './reject-edit';
import { queueTexts, ReviewQueueWidget } from './review-queue';
import { pushTexts, SendAsPush } from './send-as-push';
import { dutch } from './translations';
import { ImportStands, standsTexts } from './stands-import';
import { strapi as project } from '../../package.json';

type ContentManager = { apis: { addDocumentAction: (reduce: (actions: DocumentActionComponent[]) => DocumentActionComponent[]) => void } };

// The admin's own language setting; without one it opens in English, even at the log-in.
const LANGUAGE_KEY = 'strapi-admin-language';
// Where Strapi keeps, per browser and project, that its Media Library announcement was closed
// (MediaLibraryBanner in @strapi/admin: the project's uuid from package.json, as /admin/init gives it).
const MEDIA_LIBRARY_NEWS_CLOSED = `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:${project.uuid}`;

export default {
  config: {
    // Dutch besides English; each user's choice is on their profile page, Dutch for users the project makes.
    locales: ['nl'],
    translations: { nl: { ...dutch, ...enumLabels, ...pushTexts.nl, ...queueTexts.nl, ...columnTexts.nl, ...rejectTexts.nl, ...standsTexts.nl } },
  },
  register(app: StrapiApp) {
    // A browser that never chose opens the log-in in Dutch; after logging in, the user's own language counts.
    if (!localStorage.getItem(LANGUAGE_KEY)) localStorage.setItem(LANGUAGE_KEY, 'nl');
    // Strapi marks the page with that language only after its first render; the texts its libraries
    // render then (library-texts.ts) would be English, and the notifications' region stays so.
    document.documentElement.lang = localStorage.getItem(LANGUAGE_KEY)!;
    // Strapi's announcement of its new Media Library, with a link to its blog, tops every screen
    // until each editor closes it in each browser: news about Strapi, not about the work here. It is
    // closed beforehand, as a click on its cross would; should Strapi change the key, it only shows again.
    localStorage.setItem(MEDIA_LIBRARY_NEWS_CLOSED, 'true');
    // Strapi's templates for members' mails (one language, Strapi's words) are never sent: the
    // CMS sends its own, in each member's language (src/api/account/mails.ts). A screen whose edits
    // change nothing would mislead the Beheerder, so it leaves the settings' menu. Only register is
    // given the whole app, after the plugins' own register made their sections.
    const members = app.router.settings['users-permissions'];
    if (members) members.links = members.links.filter(({ id }) => id !== 'email-templates');
    // First on the home page of those who publish: Eindredacteuren and the Beheerder.
    app.widgets.register((widgets) => [
      {
        id: 'review-queue',
        icon: Clock,
        title: queueTexts.message('title'),
        component: async () => ReviewQueueWidget,
        permissions: [{ action: 'plugin::content-manager.explorer.publish', subject: 'api::article.article' }],
      },
      ...widgets,
    ]);
  },
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager') as unknown as ContentManager;
    contentManager.apis.addDocumentAction((actions) => [...actions, RejectEdit, SendAsPush, ImportStands]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addEditorialColumn);
  },
};

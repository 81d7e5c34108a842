import type { Core } from '@strapi/strapi';
import type account from './api/account/services/account';
import type analyticsEvent from './api/analytics-event/services/analytics-event';
import type archive from './api/article/services/archive';
import type companyListing from './api/company-listing/services/company-listing';
import type contactRequest from './api/contact-request/services/contact-request';
import type exhibitorEntries from './api/company-listing/services/exhibitor-entries';
import type eventRegistration from './api/event-registration/services/event-registration';
import type fairVisit from './api/fair-visit/services/fair-visit';
import type invitation from './api/invitation/services/invitation';
import type newsletterSubscriber from './api/newsletter-subscriber/services/newsletter-subscriber';
import type outboundLink from './api/outbound-link/services/outbound-link';
import type pushSubscription from './api/push-subscription/services/push-subscription';
import type search from './api/search/services/search';
import type sitemapEntry from './api/sitemap-entry/services/sitemap-entry';
import type statistics from './api/statistics/services/statistics';
import type subscriptionOrder from './api/subscription-order/services/subscription-order';
import type vacancy from './api/vacancy/services/vacancy';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any factory's arguments
type Made<Factory> = Factory extends (...args: any[]) => infer Service ? Service : never;

/** The CMS's own services by uid, each typed by what its factory makes. */
type Services = {
  'api::account.account': Made<typeof account>;
  'api::analytics-event.analytics-event': Made<typeof analyticsEvent>;
  'api::article.archive': Made<typeof archive>;
  'api::company-listing.company-listing': Made<typeof companyListing>;
  'api::contact-request.contact-request': Made<typeof contactRequest>;
  'api::company-listing.exhibitor-entries': Made<typeof exhibitorEntries>;
  'api::event-registration.event-registration': Made<typeof eventRegistration>;
  'api::fair-visit.fair-visit': Made<typeof fairVisit>;
  'api::invitation.invitation': Made<typeof invitation>;
  'api::newsletter-subscriber.newsletter-subscriber': Made<typeof newsletterSubscriber>;
  'api::outbound-link.outbound-link': Made<typeof outboundLink>;
  'api::push-subscription.push-subscription': Made<typeof pushSubscription>;
  'api::search.search': Made<typeof search>;
  'api::sitemap-entry.sitemap-entry': Made<typeof sitemapEntry>;
  'api::statistics.statistics': Made<typeof statistics>;
  'api::subscription-order.subscription-order': Made<typeof subscriptionOrder>;
  'api::vacancy.vacancy': Made<typeof vacancy>;
};

/** One of the CMS's own services with its type; Strapi's `strapi.service` gives every service the same loose one. */
export const getService = <U extends keyof Services>(strapi: Core.Strapi, uid: U) => strapi.service(uid) as unknown as Services[U];


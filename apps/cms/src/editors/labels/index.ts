import { labels as analyticsEvent } from './types/analytics-event';
import { labels as article } from './types/article';
import { labels as author } from './types/author';
import { labels as contactRequest } from './types/contact-request';
import { labels as event } from './types/event';
import { labels as eventRegistration } from './types/event-registration';
import { labels as exhibitor } from './types/exhibitor';
import { labels as exploreTopic } from './types/explore-topic';
import { labels as fairVisit } from './types/fair-visit';
import { labels as global } from './types/global';
import { labels as invitation } from './types/invitation';
import { labels as magazine } from './types/magazine';
import { labels as membership } from './types/membership';
import { labels as newsletterSubscriber } from './types/newsletter-subscriber';
import { labels as outboundLink } from './types/outbound-link';
import { labels as page } from './types/page';
import { labels as partner } from './types/partner';
import { labels as product } from './types/product';
import { labels as pushSubscription } from './types/push-subscription';
import { labels as redirect } from './types/redirect';
import { labels as searchQuery } from './types/search-query';
import { labels as stand } from './types/stand';
import { labels as subscriptionOrder } from './types/subscription-order';
import { labels as subscriptionPlan } from './types/subscription-plan';
import { labels as tag } from './types/tag';
import { labels as vacancy } from './types/vacancy';
import { labels as venue } from './types/venue';
import { labels as wireItem } from './types/wire-item';
import type { TypeLabels } from './kit';
import { memberLabels } from './types/user';

export { componentLabels } from './components';

/** Every content type's labels, by uid: one file a type in types/, named as its folder in src/api. */
export const typeLabels: Record<string, TypeLabels> = {
  'api::analytics-event.analytics-event': analyticsEvent,
  'api::article.article': article,
  'api::author.author': author,
  'api::contact-request.contact-request': contactRequest,
  'api::event.event': event,
  'api::event-registration.event-registration': eventRegistration,
  'api::exhibitor.exhibitor': exhibitor,
  'api::explore-topic.explore-topic': exploreTopic,
  'api::global.global': global,
  'api::invitation.invitation': invitation,
  'api::fair-visit.fair-visit': fairVisit,
  'api::magazine.magazine': magazine,
  'api::membership.membership': membership,
  'api::newsletter-subscriber.newsletter-subscriber': newsletterSubscriber,
  'api::outbound-link.outbound-link': outboundLink,
  'api::page.page': page,
  'api::partner.partner': partner,
  'api::product.product': product,
  'api::push-subscription.push-subscription': pushSubscription,
  'api::redirect.redirect': redirect,
  'api::search-query.search-query': searchQuery,
  'api::stand.stand': stand,
  'api::subscription-order.subscription-order': subscriptionOrder,
  'api::subscription-plan.subscription-plan': subscriptionPlan,
  'api::tag.tag': tag,
  'api::vacancy.vacancy': vacancy,
  'api::venue.venue': venue,
  'api::wire-item.wire-item': wireItem,
  'plugin::users-permissions.user': memberLabels,
};

import { labels as analyticsEvent } from '../../api/analytics-event/labels';
import { labels as article } from '../../api/article/labels';
import { labels as author } from '../../api/author/labels';
import { labels as event } from '../../api/event/labels';
import { labels as eventRegistration } from '../../api/event-registration/labels';
import { labels as exploreTopic } from '../../api/explore-topic/labels';
import { labels as global } from '../../api/global/labels';
import { labels as invitation } from '../../api/invitation/labels';
import { labels as magazine } from '../../api/magazine/labels';
import { labels as membership } from '../../api/membership/labels';
import { labels as newsletterSubscriber } from '../../api/newsletter-subscriber/labels';
import { labels as outboundLink } from '../../api/outbound-link/labels';
import { labels as page } from '../../api/page/labels';
import { labels as partner } from '../../api/partner/labels';
import { labels as product } from '../../api/product/labels';
import { labels as pushSubscription } from '../../api/push-subscription/labels';
import { labels as redirect } from '../../api/redirect/labels';
import { labels as searchQuery } from '../../api/search-query/labels';
import { labels as subscriptionOrder } from '../../api/subscription-order/labels';
import { labels as subscriptionPlan } from '../../api/subscription-plan/labels';
import { labels as tag } from '../../api/tag/labels';
import { labels as vacancy } from '../../api/vacancy/labels';
import { labels as venue } from '../../api/venue/labels';
import { labels as wireItem } from '../../api/wire-item/labels';
import type { TypeLabels } from './kit';
import { memberLabels } from './users';

export { componentLabels } from './components';

/** Every content type's labels, by uid; each type keeps its own beside its schema (src/api/<type>/labels.ts). */
export const typeLabels: Record<string, TypeLabels> = {
  'api::analytics-event.analytics-event': analyticsEvent,
  'api::article.article': article,
  'api::author.author': author,
  'api::event.event': event,
  'api::event-registration.event-registration': eventRegistration,
  'api::explore-topic.explore-topic': exploreTopic,
  'api::global.global': global,
  'api::invitation.invitation': invitation,
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
  'api::subscription-order.subscription-order': subscriptionOrder,
  'api::subscription-plan.subscription-plan': subscriptionPlan,
  'api::tag.tag': tag,
  'api::vacancy.vacancy': vacancy,
  'api::venue.venue': venue,
  'api::wire-item.wire-item': wireItem,
  'plugin::users-permissions.user': memberLabels,
};

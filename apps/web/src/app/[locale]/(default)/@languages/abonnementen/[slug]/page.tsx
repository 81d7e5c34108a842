import { getSubscriptionPlan } from '@/lib/cms/subscriptions';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

export default switchBySlug(getSubscriptionPlan, paths.subscriptionPlan);

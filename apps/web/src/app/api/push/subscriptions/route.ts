import { CmsError } from '@/lib/cms/errors';
import { tooManyRequests } from '@/lib/errors/too-many-requests';
import { pushSubscriptionSchema, savePushSubscription } from '@/lib/cms/push';

/** POST /api/push/subscriptions { subscription, locale } → 204: the opt-in hands its subscription to the CMS. */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => null);
  const parsed = pushSubscriptionSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: 'invalid-subscription' }, { status: 400 });
  try {
    await savePushSubscription(parsed.data);
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof CmsError && error.status === 429) return tooManyRequests(parsed.data.locale, error.retryAfter);
    if (error instanceof CmsError && error.status < 500) return Response.json({ error: 'refused' }, { status: 400 });
    throw error;
  }
}

import { readToken } from '@/lib/auth/cookies';
import { CmsError } from '@/lib/cms/errors';
import { tooManyRequests } from '@/lib/errors/too-many-requests';
import { remindersSchema, saveEventReminders } from '@/lib/cms/push';

/**
 * POST /api/push/reminders { subscription, locale, on } → { endpoints }: a signed-in member turns the
 * reminders of the events they registered for on or off in this browser (the account page).
 */
export async function POST(request: Request) {
  if (!(await readToken())) return Response.json({ error: 'signed-out' }, { status: 401 });
  const parsed = remindersSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: 'invalid-subscription' }, { status: 400 });
  try {
    return Response.json({ endpoints: await saveEventReminders(parsed.data) });
  } catch (error) {
    if (error instanceof CmsError && (error.status === 401 || error.status === 403)) return Response.json({ error: 'signed-out' }, { status: 401 });
    if (error instanceof CmsError && error.status === 429) return tooManyRequests(parsed.data.locale, error.retryAfter);
    if (error instanceof CmsError && error.status < 500) return Response.json({ error: 'refused' }, { status: 400 });
    throw error;
  }
}

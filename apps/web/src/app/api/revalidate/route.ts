import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { expiredTags, revalidationSchema } from '@/lib/cms/tags';
import { forgetRedirects } from '@/lib/cms/redirects';
import { forgetClosedVacancies } from '@/lib/vacancies/closed-lookup';
import { secretMatches } from '@/lib/security/secrets';

/** Called by the CMS after every write: expires its type's lists and the reads of that document. */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get('x-revalidate-secret'), env.REVALIDATE_SECRET)) {
    return Response.json({ error: 'Invalid revalidation secret' }, { status: 401 });
  }
  const body = revalidationSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ error: 'Expected {type, documentId?, slugs?, newsTags?}' }, { status: 400 });

  const tags = expiredTags(body.data);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (body.data.type === 'redirect') forgetRedirects();
  if (body.data.type === 'vacancy') forgetClosedVacancies();
  return Response.json({ revalidated: tags });
}

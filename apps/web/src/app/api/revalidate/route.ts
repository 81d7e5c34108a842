import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';
import { cacheTags } from '@standplaats/shared';
import { forgetRedirects } from '@/lib/cms/redirects';
import { forgetClosedVacancies } from '@/lib/vacancies/closed-lookup';
import { secretMatches } from '@/lib/security/secrets';

const bodySchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9-]*$/),
  documentId: z.string().regex(/^[a-z0-9]+$/).optional(),
});

/** Called by the CMS after every write: expires the cached pages of that type and document. */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get('x-revalidate-secret'), env.REVALIDATE_SECRET)) {
    return Response.json({ error: 'Invalid revalidation secret' }, { status: 401 });
  }
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ error: 'Expected {type, documentId?}' }, { status: 400 });

  const { type, documentId } = body.data;
  const tags = documentId ? [cacheTags.type(type), cacheTags.document(type, documentId)] : [cacheTags.type(type)];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (body.data.type === 'redirect') forgetRedirects();
  if (body.data.type === 'vacancy') forgetClosedVacancies();
  return Response.json({ revalidated: tags });
}

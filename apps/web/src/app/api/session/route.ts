import { clearToken, readToken } from '@/lib/auth/cookies';
import { fetchMember } from '@/lib/cms/auth';
import { CmsError } from '@/lib/cms/errors';
import { listStatisticsCompanies } from '@/lib/cms/statistics';

/**
 * Session start (spec section 4), for the user menu on cached pages: who is signed in, and the
 * companies whose figures the industry dashboard shows them. When a token exists but the CMS no longer accepts
 * it, the token is cleared and nobody is.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'private, no-store' };
  const token = await readToken();
  if (!token) return Response.json({ member: null }, { headers });
  try {
    const [{ name, email }, companies] = await Promise.all([fetchMember(token), listStatisticsCompanies().catch(() => [])]);
    return Response.json({ member: { name, email, companies: companies.map(({ documentId }) => documentId) } }, { headers });
  } catch (error) {
    if (!(error instanceof CmsError) || error.status >= 500) return Response.json({ member: null, error: 'unavailable' }, { status: 503, headers });
    await clearToken();
    return Response.json({ member: null }, { headers });
  }
}

import { readToken } from '@/lib/auth/cookies';
import { exportAccount } from '@/lib/cms/account';
import { CmsError } from '@/lib/cms/errors';

/** The member's data as a JSON download (GDPR): what the CMS holds about the account. */
export async function GET() {
  if (!(await readToken())) return Response.json({ error: 'Log in first' }, { status: 401 });
  try {
    const data = await exportAccount();
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="standplaats-account.json"',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return Response.json({ error: 'Log in again' }, { status: 401 });
    throw error;
  }
}

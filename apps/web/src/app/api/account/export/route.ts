import { readToken } from '@/lib/auth/cookies';
import { loginPath } from '@/lib/auth/paths';
import { exportAccount } from '@/lib/cms/account';
import { CmsError } from '@/lib/cms/errors';

// Linked from /account only; a member whose session ran out logs in again and lands back there.
const logInFirst = () => new Response(null, { status: 303, headers: { Location: loginPath('nl', '/account') } });

/** The member's data as a JSON download (GDPR): what the CMS holds about the account. */
export async function GET() {
  if (!(await readToken())) return logInFirst();
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
    if (error instanceof CmsError && (error.status === 401 || error.status === 403)) return logInFirst();
    throw error;
  }
}

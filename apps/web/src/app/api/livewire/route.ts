import { NextResponse, type NextRequest } from 'next/server';
import { isLocale } from '@standplaats/shared';
import { listWireItems } from '@/lib/cms/wire';

/**
 * New wire items for the live wire island: `?locale=nl&after=<ISO date>`. Answers from the data
 * cache, which publishing a wire item revalidates, so polling visitors do not reach the CMS.
 */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale') ?? 'nl';
  const after = request.nextUrl.searchParams.get('after') ?? undefined;
  if (!isLocale(locale) || (after !== undefined && Number.isNaN(Date.parse(after)))) {
    return NextResponse.json({ error: 'Expected ?locale=nl|en and an ISO date in after' }, { status: 400 });
  }
  const items = await listWireItems(locale, { after: after && new Date(after).toISOString() });
  return NextResponse.json({ items }, { headers: { 'Cache-Control': 'no-store' } });
}

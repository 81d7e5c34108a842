import type { Metadata } from 'next';
import { copiedQuery } from '@/lib/list-copies';
import { CalendarPage, calendarMetadata } from '@/features/events/calendar-page';

type Props = PageProps<'/[locale]/lijst-kopie/[query]/kalender/branche-agenda'>;

// /kalender/branche-agenda cached per query string: the proxy rewrites it here (lib/list-copies.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata({ params, searchParams: copiedQuery(params), agenda: 'branche-agenda' });
}

export default function Page({ params }: Props) {
  return <CalendarPage params={params} searchParams={copiedQuery(params)} agenda="branche-agenda" />;
}

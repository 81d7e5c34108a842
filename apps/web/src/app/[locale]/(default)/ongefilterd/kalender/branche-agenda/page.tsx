import type { Metadata } from 'next';
import { noQuery } from '@/lib/unfiltered-lists';
import { CalendarPage, calendarMetadata } from '@/features/events/calendar-page';

type Props = PageProps<'/[locale]/ongefilterd/kalender/branche-agenda'>;

// /kalender/branche-agenda without a query string, cached: the proxy rewrites it here (lib/unfiltered-lists.ts).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata({ params, searchParams: noQuery(), agenda: 'branche-agenda' });
}

export default function Page({ params }: Props) {
  return <CalendarPage params={params} searchParams={noQuery()} agenda="branche-agenda" />;
}

import type { Metadata } from 'next';
import { CalendarPage, calendarMetadata } from '@/features/events/calendar-page';

type Props = PageProps<'/[locale]/kalender'>;

// The proxy serves a GET of this list from its copy cached per query string (lib/list-copies.ts);
// what else reaches this route is rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return calendarMetadata(props);
}

export default function Page(props: Props) {
  return <CalendarPage {...props} />;
}

import type { Metadata } from 'next';
import { CalendarPage, calendarMetadata } from '@/features/events/calendar-page';

type Props = PageProps<'/[locale]/kalender/branche-agenda'>;

// The filters are query parameters, so the HTML is rendered per request; its data comes from the
// data cache, which publishing revalidates.
export const dynamic = 'force-dynamic';

export async function generateMetadata(props: Props): Promise<Metadata> {
  return calendarMetadata({ ...props, agenda: 'branche-agenda' });
}

export default function Page(props: Props) {
  return <CalendarPage {...props} agenda="branche-agenda" />;
}

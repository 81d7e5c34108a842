import { Link } from '@/i18n/navigation';
import type { VacancySummary } from '@/lib/cms/vacancies';
import { paths } from '@/lib/paths';

export function VacancyList({ vacancies, empty }: { vacancies: VacancySummary[]; empty: string }) {
  if (vacancies.length === 0) return <p>{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {vacancies.map((vacancy) => (
        <li key={vacancy.documentId} className="card">
          <h3 className="font-semibold"><Link href={paths.vacancy(vacancy.slug)}>{vacancy.title}</Link></h3>
          <p className="meta-text">{[vacancy.employer, vacancy.location].filter(Boolean).join(' · ')}</p>
        </li>
      ))}
    </ul>
  );
}

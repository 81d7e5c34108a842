import { getTranslations } from 'next-intl/server';
import type { FunctionArea, Locale } from '@standplaats/shared';
import { listSimilarVacancies } from '@/lib/cms/vacancies';
import { VacancyCards } from './vacancy-card';

/** Open vacancies in the same function area (else the newest), below a vacancy or a closed one. */
export async function SimilarVacancies({ locale, like }: { locale: Locale; like: { documentId?: string; functionArea: FunctionArea | null } }) {
  const [vacancies, t] = await Promise.all([listSimilarVacancies(locale, like), getTranslations('vacancies')]);
  if (vacancies.length === 0) return null;
  return (
    <section aria-labelledby="vergelijkbare-vacatures" className="mx-auto mt-12 max-w-3xl">
      <h2 id="vergelijkbare-vacatures" className="mb-4 text-2xl font-bold">
        {t('similar')}
      </h2>
      <VacancyCards vacancies={vacancies} locale={locale} headingLevel={3} />
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { localisedPath, type Locale } from '@standplaats/shared';
import { filterField } from '@/components/forms/filter-fields';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AGENDA_PARAM, fairDays, MINUTES, type AgendaField, type AgendaRequest } from '@/lib/planner/agenda';
import { SHARE_PARAM } from '@/lib/planner/share';

type Props = { locale: Locale; path: string; share: string; days: { slug: string; startsAt: string; endsAt: string }; request: AgendaRequest };

const errorId = (field: AgendaField) => `agenda-${field}-fout`;

/**
 * The agenda of the route: the day, start time and minutes per stand as a GET form, to this page
 * (the list shows the times) or to the .ics file of those times. Works without JavaScript.
 */
export async function AgendaForm({ locale, path, share, days, request: { choice, typed, errors } }: Props) {
  const t = await getTranslations('planner');
  const invalid = (field: AgendaField) => (errors.includes(field) ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});
  const error = (field: AgendaField) =>
    errors.includes(field) && (
      <span id={errorId(field)} className="mt-1 block text-sm font-semibold text-red-700 dark:text-red-300">
        {t(`errors.${field}`, { min: MINUTES.min, max: MINUTES.max })}
      </span>
    );
  return (
    <section aria-labelledby="agenda" className="card">
      <h2 id="agenda" className="mb-2 text-xl font-bold">
        {t('agenda')}
      </h2>
      <p className="mb-3">{t('agendaText')}</p>
      <form method="get" action={localisedPath(locale, path)} aria-labelledby="agenda">
        <input type="hidden" name={SHARE_PARAM} value={share} />
        <div className="grid gap-4 sm:grid-cols-3">
          <label className="block">
            <span className="mb-1 block font-semibold">{t('day')}</span>
            <select name={AGENDA_PARAM.day} defaultValue={choice.day} className={filterField} {...invalid('day')}>
              {fairDays(days.startsAt, days.endsAt).map((day) => (
                <option key={day} value={day}>
                  {formatDay(`${day}T12:00:00Z`, locale)}
                </option>
              ))}
            </select>
            {error('day')}
          </label>
          <label className="block">
            <span className="mb-1 block font-semibold">{t('start')}</span>
            <input type="time" name={AGENDA_PARAM.start} defaultValue={typed.start ?? choice.start} required className={filterField} {...invalid('start')} />
            {error('start')}
          </label>
          <label className="block">
            <span className="mb-1 block font-semibold">{t('minutes')}</span>
            <input type="number" inputMode="numeric" name={AGENDA_PARAM.minutes} defaultValue={typed.minutes ?? choice.minutes} min={MINUTES.min} max={MINUTES.max} required className={filterField} {...invalid('minutes')} />
            {error('minutes')}
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={secondaryButton}>
            {t('times')}
          </button>
          {/* The same fields, sent to the agenda file instead: what is in the form is what is downloaded. */}
          <button type="submit" formAction={localisedPath(locale, paths.plannerFile(days.slug))} className={primaryButton}>
            {t('download')}
          </button>
        </div>
      </form>
    </section>
  );
}

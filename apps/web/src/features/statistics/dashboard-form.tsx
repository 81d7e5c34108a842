import { getTranslations } from 'next-intl/server';
import type { Locale } from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import type { StatisticsCompany } from '@/lib/cms/statistics';
import { paths } from '@/lib/paths';
import { PARAM, RANGES, showDay, type DashboardSelection } from '@/lib/statistics/period';
import { primaryButton } from '@/components/ui/button-styles';

const field = 'min-h-11 w-full rounded border border-cool-400 bg-white px-3 py-2 text-cool-900 dark:border-cool-500 dark:bg-cool-800 dark:text-cool-100';
const ERROR_ID = 'dashboard-period-error';
const HINT_ID = 'dashboard-custom-hint';

type Props = {
  locale: Locale;
  selection: DashboardSelection;
  companies: StatisticsCompany[];
  /** The company shown, if any (the select starts on it). */
  company?: string;
  /** An editor may choose the whole site (the empty choice). */
  editor: boolean;
};

/**
 * Company and period as one GET form: it works without JavaScript and leaves the choice in the
 * URL. The custom dates are used when "custom range" is chosen; a wrong range is reported here,
 * with what was typed kept.
 */
export async function DashboardForm({ locale, selection, companies, company, editor }: Props) {
  const t = await getTranslations('dashboard');
  const error = selection.ok ? null : selection.error;
  const dateError = error !== null && error !== 'range';
  // Text fields, not the browser's date input, which writes days in the browser's language:
  // a Dutch page reads and shows dd-mm-jjjj.
  const dateProps = {
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 40,
    placeholder: t('period.dayFormat'),
    className: field,
    'aria-invalid': dateError || undefined,
    'aria-describedby': dateError ? `${ERROR_ID} ${HINT_ID}` : HINT_ID,
  };
  const choosable = editor || companies.length > 1;
  return (
    <form method="get" action={localisedPath(locale, paths.industryDashboard)} aria-label={t('period.form')} className="card mb-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {choosable ? (
          <div>
            <label htmlFor="dashboard-company" className="mb-1 block font-semibold">
              {t('picker.label')}
            </label>
            <select id="dashboard-company" name={PARAM.company} defaultValue={company ?? ''} className={field}>
              <option value="">{editor ? t('picker.site') : t('picker.choose')}</option>
              {companies.map(({ documentId, name }) => (
                <option key={documentId} value={documentId}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : company ? (
          <input type="hidden" name={PARAM.company} value={company} />
        ) : null}
        <div>
          <label htmlFor="dashboard-range" className="mb-1 block font-semibold">
            {t('period.range')}
          </label>
          <select id="dashboard-range" name={PARAM.range} defaultValue={selection.range} className={field} aria-invalid={error === 'range' || undefined} aria-describedby={error === 'range' ? ERROR_ID : undefined}>
            {RANGES.map((range) => (
              <option key={range} value={range}>
                {t(`period.ranges.${range}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="dashboard-from" className="mb-1 block font-semibold">
            {t('period.from')}
          </label>
          <input id="dashboard-from" name={PARAM.from} defaultValue={showDay(selection.from, locale)} {...dateProps} />
        </div>
        <div>
          <label htmlFor="dashboard-to" className="mb-1 block font-semibold">
            {t('period.to')}
          </label>
          <input id="dashboard-to" name={PARAM.to} defaultValue={showDay(selection.to, locale)} {...dateProps} />
        </div>
      </div>
      <p id={HINT_ID} className="mt-2 text-sm text-cool-700 dark:text-cool-300">
        {t('period.customHint')}
      </p>
      {error ? (
        <p id={ERROR_ID} role="alert" className="mt-3 rounded border-2 border-quatenary p-3 font-semibold">
          {t(`period.errors.${error}`)}
        </p>
      ) : null}
      <button type="submit" className={`mt-4 ${primaryButton}`}>
        {t('period.submit')}
      </button>
    </form>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import type { Hall } from '@/lib/cms/venues';

const cell = 'border-b border-cool-200 px-3 py-2 dark:border-cool-700';

/** The venue's rooms as a table: area and capacity per set-up. */
export async function VenueHalls({ name, halls }: { name: string; halls: Hall[] }) {
  const [t, format] = await Promise.all([getTranslations('venues'), getFormatter()]);
  if (halls.length === 0) return <p>{t('noHalls')}</p>;
  const number = (value: number | null) => (value === null ? '–' : format.number(value));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('hallsCaption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>{t('hall')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('area')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('theatre')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('banquet')}</th>
            <th scope="col" className={`${cell} text-right`}>{t('reception')}</th>
          </tr>
        </thead>
        <tbody>
          {halls.map((hall, i) => (
            <tr key={`${i}-${hall.name}`}>
              <th scope="row" className={`${cell} font-semibold`}>{hall.name}</th>
              <td className={`${cell} text-right tabular-nums`}>{number(hall.areaM2)}</td>
              <td className={`${cell} text-right tabular-nums`}>{number(hall.theatre)}</td>
              <td className={`${cell} text-right tabular-nums`}>{number(hall.banquet)}</td>
              <td className={`${cell} text-right tabular-nums`}>{number(hall.reception)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { SearchAnswer } from '@/lib/cms/search';
import { paths } from '@/lib/paths';
import { resultTypes, searchQuery, type SearchState } from '@/lib/search/params';
import { FilterDisclosure } from '@/components/forms/filter-fields';

const href = (state: SearchState) => `${paths.search}?${searchQuery({ ...state, page: 1 })}`;

function Choice({ label, to, current }: { label: string; to: string; current: boolean }) {
  return (
    <li>
      {current ? (
        <span aria-current="true" className="facet-chosen">
          {label}
        </span>
      ) : (
        <Link href={to} className="facet-option" rel="nofollow" prefetch={false}>
          {label}
        </Link>
      )}
    </li>
  );
}

/**
 * Type (with counts), upcoming/past for events, and sort: links, so each choice is a URL. Above the
 * results on a phone or a tablet, behind one line that opens them.
 */
export async function SearchFacets({ state, answer }: { state: SearchState; answer: SearchAnswer }) {
  const t = await getTranslations('search');
  const all = Object.values(answer.types).reduce((sum, n) => sum + (n ?? 0), 0);
  const events = answer.types.event ?? 0;
  const count = (label: string, n: number, atLeast: boolean) => t(atLeast ? 'facetCountAtLeast' : 'facetCount', { label, count: n });
  const chosen = [state.type, state.when, state.sort === 'date'].filter(Boolean).length;
  return (
    <nav aria-label={t('refine')} className="text-base">
      {/* Anew for each choice, a link followed in the page: closed again, the results come first. */}
      <FilterDisclosure key={searchQuery(state)} label={t('refine')} chosen={chosen}>
        <h2 className="mb-1 font-bold">{t('types')}</h2>
        <ul className="mb-4">
          <Choice label={count(t('allTypes'), all, answer.atLeast.types.length > 0)} to={href({ ...state, type: undefined, when: undefined })} current={!state.type} />
          {resultTypes
            .filter((type) => answer.types[type] || state.type === type)
            .map((type) => (
              <Choice
                key={type}
                label={count(t(`type.${type}`), answer.types[type] ?? 0, answer.atLeast.types.includes(type))}
                to={href({ ...state, type, when: type === 'event' ? state.when : undefined })}
                current={state.type === type}
              />
            ))}
        </ul>
        {(events > 0 || state.when) && (
          <>
            <h2 className="mb-1 font-bold">{t('when')}</h2>
            <ul className="mb-4">
              <Choice label={t('anyTime')} to={href({ ...state, when: undefined })} current={!state.when} />
              <Choice label={count(t('upcoming'), answer.when.upcoming, answer.atLeast.upcoming)} to={href({ ...state, when: 'upcoming' })} current={state.when === 'upcoming'} />
              <Choice label={count(t('past'), answer.when.past, answer.atLeast.past)} to={href({ ...state, when: 'past' })} current={state.when === 'past'} />
            </ul>
          </>
        )}
        <h2 className="mb-1 font-bold">{t('sort')}</h2>
        <ul>
          <Choice label={t('relevance')} to={href({ ...state, sort: 'relevance' })} current={state.sort === 'relevance'} />
          <Choice label={t('date')} to={href({ ...state, sort: 'date' })} current={state.sort === 'date'} />
        </ul>
      </FilterDisclosure>
    </nav>
  );
}

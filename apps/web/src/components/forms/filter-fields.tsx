import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LETTERS } from '@/lib/list-query';
import { primaryButton } from '@/components/ui/button-styles';

/** The look of a filter form's fields (and of the planner's agenda form): a component class of app/globals.css. */
export const filterField = 'filter-field';

/** The look of a filter link (a letter, a sector); the chosen one is marked by aria-current. A component class of app/globals.css. */
export const filterChip = 'filter-chip';

/**
 * A list's filters (a filter form, search's facets) in a `<details>` whose summary, below `lg`, is the
 * line that opens them: their name and how many are chosen. From `lg` up they show, open or not, and
 * the line does not (app/globals.css `.filter-disclosure`). Closed from the start, filtered or not:
 * on a phone the list comes first.
 */
export async function FilterDisclosure({ label, chosen, children }: { label: string; chosen: number; children: ReactNode }) {
  const t = await getTranslations('forms');
  return (
    <details className="filter-disclosure">
      <summary>{chosen > 0 ? t('chosen', { label, count: chosen }) : label}</summary>
      {children}
    </details>
  );
}

/** A to Z as plain links that keep a list's other filters: `href` gives a letter's link, and no letter for the chosen one, which clears it. */
export function LetterLinks({ label, current, href, className }: { label: string; current: string | undefined; href: (letter: string | undefined) => string; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="chip-row gap-1">
        {LETTERS.map((letter) => (
          <li key={letter}>
            <Link href={href(current === letter ? undefined : letter)} aria-current={current === letter ? 'page' : undefined} className={`${filterChip} uppercase`}>
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A choice as its value in the URL and its label. */
export type FilterOption = readonly [value: string, label: string];

type Props = { label: string; name: string; value: string | undefined };

/** One filter of a GET form: its label over a select whose first option, `any`, sends nothing (without `any`, a choice is always made). */
export function FilterSelect({ label, name, value, any, options, className }: Props & { any?: string; options: readonly FilterOption[]; className?: string }) {
  return (
    <label className="block">
      <span className="mb-1 block font-semibold">{label}</span>
      <select name={name} defaultValue={value ?? ''} className={className ? `${filterField} ${className}` : filterField}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A typed filter (a keyword, a city): its label over the input. */
export function FilterText({ label, name, value, maxLength, type = 'search', autoComplete }: Props & { maxLength: number; type?: 'search' | 'text'; autoComplete?: string }) {
  return (
    <label className="block">
      <span className="mb-1 block font-semibold">{label}</span>
      <input type={type} name={name} defaultValue={value ?? ''} maxLength={maxLength} autoComplete={autoComplete} className={filterField} />
    </label>
  );
}

type FormProps = {
  /** Where the form goes, in the page's language. */
  action: string;
  /** The form's name, and on a phone the line that opens it. */
  label: string;
  /** How many of its fields hold a choice, for the line that opens it on a phone. */
  chosen: number;
  /** The button's and the reset link's words, and the page without filters (a site path). */
  apply: string;
  reset: string;
  resetHref: string;
  children: ReactNode;
};

/**
 * Filters as a GET form: it works without JavaScript and leaves them in the URL. On a phone or a
 * tablet its fields wait behind one line that opens them (`FilterDisclosure`).
 */
export function FilterForm({ action, label, chosen, apply, reset, resetHref, children }: FormProps) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className="card mb-6">
      <FilterDisclosure label={label} chosen={chosen}>
        {children}
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton}>
            {apply}
          </button>
          <Link href={resetHref} className="inline-flex min-h-11 items-center">
            {reset}
          </Link>
        </div>
      </FilterDisclosure>
    </form>
  );
}

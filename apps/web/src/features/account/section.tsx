import type { ReactNode } from 'react';
import { chip } from '@/components/ui/button-styles';

type Props = { id: string; title: string; level?: 2 | 3; children: ReactNode };

/** One part of the account page, with its heading as the region's name; a part of a part has a level 3 heading. */
export function AccountSection({ id, title, level = 2, children }: Props) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={`scroll-mt-4 ${level === 2 ? 'mb-12 border-t-2 border-cool-200 pt-6 dark:border-cool-700' : 'mb-8'}`}>
      <Heading id={id} className={level === 2 ? 'mb-4 text-2xl font-bold' : 'mb-3 text-xl font-bold'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The account page's local navigation: a link to each of its parts, which works without JavaScript. */
export function AccountNav({ label, parts }: { label: string; parts: { id: string; title: string }[] }) {
  return (
    <nav aria-label={label} className="mb-8 lg:sticky lg:top-4 lg:mb-0 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0 lg:border-l-2 lg:border-cool-200 lg:dark:border-cool-700">
        {parts.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={`${chip} lg:-ml-0.5 lg:py-2 lg:leading-snug lg:rounded-none lg:border-0 lg:border-l-2 lg:border-transparent lg:text-base lg:hover:border-main`}
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Image, THUMBNAIL_WIDEST } from '@/components/ui/image';
import type { Locale } from '@standplaats/shared';
import { Link } from '@/i18n/navigation';
import type { Magazine } from '@/lib/cms/magazines';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

export const brandNames = { expovisie: 'Expovisie', conferencematters: 'Conferencematters' } as const;

export function MagazineCard({ magazine, locale, priority = false, headingLevel = 3 }: { magazine: Magazine; locale: Locale; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col gap-2">
      {magazine.cover && (
        <Image src={magazine.cover.src} alt="" width={magazine.cover.width} height={magazine.cover.height} sizes="(min-width: 1024px) 270px, 50vw" widest={THUMBNAIL_WIDEST} className="aspect-[3/4] w-full rounded object-cover shadow" priority={priority} />
      )}
      <Heading className="hyphens-auto font-semibold leading-snug wrap-break-word">
        <Link href={paths.magazine(magazine.slug)}>{magazine.title}</Link>
      </Heading>
      <p className="meta-text">
        {brandNames[magazine.brand]} #{magazine.issueNumber} · <time dateTime={magazine.date}>{formatDate(magazine.date, locale)}</time>
      </p>
    </article>
  );
}

export function MagazineGrid({ magazines, locale, empty, headingLevel, eager = false }: { magazines: Magazine[]; locale: Locale; empty: string; headingLevel?: 2 | 3; eager?: boolean }) {
  if (magazines.length === 0) return <p>{empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
      {magazines.map((magazine, i) => (
        <li key={magazine.documentId} className="min-w-0">
          <MagazineCard magazine={magazine} locale={locale} priority={eager && i < 2} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

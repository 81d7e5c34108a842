import { getTranslations } from 'next-intl/server';

// Plain share URLs of each network: links, not widgets, so sharing costs no JavaScript or tracking.
const networks = [
  { name: 'LinkedIn', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  { name: 'X', href: (url: string, title: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}` },
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'WhatsApp', href: (url: string, title: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
];

export async function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('share');
  const link = 'rounded border border-cool-300 px-3 py-1 text-sm font-medium no-underline hover:bg-main-100 dark:hover:bg-cool-800';
  return (
    <section aria-labelledby="delen" className="mt-8">
      <h2 id="delen" className="mb-2 text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href(url, title)} rel="noopener noreferrer" target="_blank" className={link}>
              {network.name}
              <span className="sr-only"> {t('newWindow')}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`} className={link}>
            {t('email')}
          </a>
        </li>
      </ul>
    </section>
  );
}

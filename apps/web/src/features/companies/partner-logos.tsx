import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import type { Media } from '@/lib/cms/media';
import { paths } from '@/lib/paths';

/** Companies as logo tiles linking to their directory pages. */
export function PartnerLogos({ partners }: { partners: { documentId: string; name: string; logo: Media | null }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-4 lg:grid-cols-6">
      {partners.map((partner) => (
        <li key={partner.documentId}>
          <Link href={paths.company(partner.documentId)} className="flex flex-col items-center gap-2 text-center no-underline">
            {partner.logo && <Image src={partner.logo.src} alt="" width={120} height={60} className="h-14 w-auto object-contain" />}
            <span className="text-sm font-medium">{partner.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

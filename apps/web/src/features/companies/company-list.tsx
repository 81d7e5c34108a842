import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import type { CompanySummary } from '@/lib/cms/companies';
import { paths } from '@/lib/paths';

/** Companies as cards: logo, name, sector and place. */
export async function CompanyList({ companies, empty }: { companies: CompanySummary[]; empty: string }) {
  const [sectorNames, provinceNames] = await Promise.all([getTranslations('directory.sectors'), getTranslations('provinces')]);
  if (companies.length === 0) return <p className="mb-6">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((company) => {
        const { city, province } = company.address;
        const place = [city, province ? provinceNames(province) : ''].filter(Boolean).join(', ');
        return (
          <li key={company.documentId} className="company-card">
            {company.logo && <Image src={company.logo.src} alt="" width={80} height={40} className="company-card-logo" />}
            <div>
              <h2 className="font-semibold">
                <Link href={paths.company(company.documentId)}>{company.name}</Link>
              </h2>
              {company.sector && <p className="card-category">{sectorNames(company.sector)}</p>}
              {place && <p className="text-sm">{place}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { getTranslations } from 'next-intl/server';
import type { CompanyAddress, SocialLink } from '@/lib/cms/companies';

type Props = { address: CompanyAddress; phone: string | null; email: string | null; website: string | null; socialLinks?: SocialLink[] };

const PLATFORMS: Record<SocialLink['platform'], string> = { linkedin: 'LinkedIn', instagram: 'Instagram', facebook: 'Facebook', x: 'X', youtube: 'YouTube', tiktok: 'TikTok' };

/** Address, phone, e-mail, website and social links, as the company published them. */
export async function CompanyContact({ address, phone, email, website, socialLinks = [] }: Props) {
  const [t, provinceNames] = await Promise.all([getTranslations('directory.company'), getTranslations('provinces')]);
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  const lines = [address.street, place, address.province ? provinceNames(address.province) : ''].filter(Boolean);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {lines.length > 0 && (
        <>
          <dt className="font-semibold">{t('address')}</dt>
          <dd>
            <address className="not-italic">
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </>
      )}
      {phone && (
        <>
          <dt className="font-semibold">{t('phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </dd>
        </>
      )}
      {email && (
        <>
          <dt className="font-semibold">{t('email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      )}
      {website && (
        <>
          <dt className="font-semibold">{t('website')}</dt>
          <dd>
            <a href={website} rel="noopener" className="break-all" data-track="marketing">
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </dd>
        </>
      )}
      {socialLinks.length > 0 && (
        <>
          <dt className="font-semibold">{t('social')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-3">
              {socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener me">
                    {PLATFORMS[link.platform]}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}

'use client';

import { siteLink } from '@/i18n/site-link';
import { useMember } from '@/lib/auth/use-member';
import { secondaryButton } from '@/components/ui/button-styles';

type Props = { company: string; href: string; label: string };

/** On a company's cached page, its members' way to their figures: shown only to them, by the browser. */
export function DashboardLink({ company, href, label }: Props) {
  const member = useMember();
  if (!member?.companies.includes(company)) return null;
  return (
    <p className="mb-6">
      <a href={href} {...siteLink} className={secondaryButton}>
        {label}
      </a>
    </p>
  );
}

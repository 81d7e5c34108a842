'use client';

import Link from 'next/link';
import { useMember } from '@/lib/auth/use-member';

type Props = { company: string; href: string; label: string };

/** On a company's cached page, its members' way to their figures: shown only to them, by the browser. */
export function DashboardLink({ company, href, label }: Props) {
  const member = useMember();
  if (!member?.companies.includes(company)) return null;
  return (
    <p className="mb-6">
      <Link href={href} className="inline-flex min-h-11 items-center rounded border border-cool-300 px-4 font-semibold no-underline hover:bg-main-100 dark:border-cool-600 dark:hover:bg-cool-800">
        {label}
      </Link>
    </p>
  );
}

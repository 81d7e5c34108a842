'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Disclosure } from '@/components/ui/disclosure.client';

type Labels = { login: string; menu: string; account: string; logout: string };
type Props = { labels: Labels; loginHref: string; accountHref: string; logout: () => Promise<void>; signedInCookie: string };
type SignedIn = { name: string; email: string };

const loginClass = 'whitespace-nowrap rounded bg-main px-3 py-1 font-semibold text-cool-900 no-underline hover:bg-main-600';

/**
 * The log-in link, or the signed-in member's menu. Pages are cached for everyone, so the member
 * is asked for after load, on every navigation, and only when the signed-in cookie says there
 * is someone to ask about (spec section 4: logged in when a current user exists on navigation).
 */
export function UserMenuIsland({ labels, loginHref, accountHref, logout, signedInCookie }: Props) {
  const pathname = usePathname();
  const [member, setMember] = useState<SignedIn | null>(null);

  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${signedInCookie}=1`)) {
      setMember(null);
      return;
    }
    const controller = new AbortController();
    fetch('/api/session', { cache: 'no-store', signal: controller.signal })
      .then((response) => response.json() as Promise<{ member: SignedIn | null }>)
      .then(({ member }) => setMember(member))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, signedInCookie]);

  if (!member) {
    return (
      <Link href={loginHref} className={loginClass}>
        {labels.login}
      </Link>
    );
  }
  return (
    <Disclosure
      label={<span className="block max-w-40 truncate">{member.name}</span>}
      buttonClassName="rounded border border-cool-300 px-3 py-1 font-medium"
      panelClassName="absolute right-0 z-20 mt-2 w-56 rounded border border-cool-200 bg-white p-2 shadow-lg dark:border-cool-700 dark:bg-cool-800"
    >
      <p className="truncate px-2 pb-2 text-sm text-cool-700 dark:text-cool-300">{member.email}</p>
      <ul aria-label={labels.menu} className="flex flex-col gap-1">
        <li>
          <Link href={accountHref} className="block rounded px-2 py-1 hover:bg-main-100 dark:hover:bg-cool-700">
            {labels.account}
          </Link>
        </li>
        <li>
          <form action={logout}>
            <button type="submit" className="w-full rounded px-2 py-1 text-left hover:bg-main-100 dark:hover:bg-cool-700">
              {labels.logout}
            </button>
          </form>
        </li>
      </ul>
    </Disclosure>
  );
}

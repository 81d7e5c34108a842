'use client';

import type { ReactNode } from 'react';
import { siteLink } from '@/i18n/site-link';
import { useMember } from '@/lib/auth/use-member';
import { Disclosure } from '@/components/ui/disclosure.client';
import { headerButton, menuItem, primaryButton } from '@/components/ui/button-styles';

type Labels = { login: string; menu: string; account: string; dashboard: string; logout: string };
type Props = {
  labels: Labels;
  loginHref: string;
  accountHref: string;
  dashboardHref: string;
  logout: () => Promise<void>;
  icon: ReactNode;
};

const itemClass = `${menuItem} w-full text-left`;

/**
 * The log-in link, or the signed-in member's menu (pages are cached for everyone, so the member is
 * asked for by the browser). In the phone menu the member's links are listed; from 1024 px they
 * drop down from their name.
 */
export function UserMenuIsland({ labels, loginHref, accountHref, dashboardHref, logout, icon }: Props) {
  const member = useMember();

  if (!member) {
    return (
      <a href={loginHref} {...siteLink} className={`${primaryButton} whitespace-nowrap max-lg:w-full lg:px-3`}>
        {labels.login}
      </a>
    );
  }
  return (
    <Disclosure
      label={
        <>
          {icon}
          <span className="block max-w-40 truncate">{member.name}</span>
        </>
      }
      buttonClassName={`${headerButton} border border-cool-300 px-3 max-lg:hidden dark:border-cool-600`}
      panelClassName="lg:absolute lg:right-0 lg:z-20 lg:mt-2 lg:w-64 lg:rounded lg:border lg:border-cool-200 lg:bg-white lg:p-2 lg:shadow-lg lg:dark:border-cool-700 lg:dark:bg-cool-800"
      closedClassName="lg:hidden"
    >
      <p className="truncate px-3 pb-1 font-semibold lg:hidden">{member.name}</p>
      <p className="truncate px-3 pb-2 text-sm text-cool-700 dark:text-cool-300">{member.email}</p>
      <ul aria-label={labels.menu} className="flex flex-col">
        <li>
          <a href={accountHref} {...siteLink} className={itemClass}>
            {labels.account}
          </a>
        </li>
        {member.companies.length > 0 && (
          <li>
            <a href={dashboardHref} {...siteLink} className={itemClass}>
              {labels.dashboard}
            </a>
          </li>
        )}
        <li>
          <form action={logout}>
            <button type="submit" className={itemClass}>
              {labels.logout}
            </button>
          </form>
        </li>
      </ul>
    </Disclosure>
  );
}

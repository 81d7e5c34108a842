import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { SIGNED_IN_COOKIE } from './cookie-names';

/** Who is signed in, as /api/session says: their name, address and the companies the dashboard has figures of. */
export type SignedInMember = { name: string; email: string; companies: string[] };

// One question per page, however many parts of it ask (the user menu, a company's dashboard link).
let asked: { path: string; answer: Promise<SignedInMember | null> } | null = null;

function askSession(path: string) {
  if (asked?.path !== path) {
    const answer = fetch('/api/session', { cache: 'no-store' })
      .then((response) => response.json() as Promise<{ member: SignedInMember | null }>)
      .then(({ member }) => member)
      .catch(() => null);
    asked = { path, answer };
  }
  return asked.answer;
}

/**
 * The signed-in member, for the personal parts of cached pages: asked for after load, on every
 * navigation, and only when the signed-in cookie says there is someone to ask about (spec
 * section 4: logged in when a current user exists on navigation).
 */
export function useMember(): SignedInMember | null {
  const pathname = usePathname();
  const [member, setMember] = useState<SignedInMember | null>(null);
  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)) {
      setMember(null);
      return;
    }
    let current = true;
    void askSession(pathname).then((found) => current && setMember(found));
    return () => {
      current = false;
    };
  }, [pathname]);
  return member;
}

import type { Core } from '@strapi/strapi';
import { paths } from '@standplaats/shared';
import { siteLink } from '../site/paths';

// Social log-in: none by default. AUTH_PROVIDERS names the providers to switch on, each
// with AUTH_<NAME>_KEY and AUTH_<NAME>_SECRET (and optionally AUTH_<NAME>_SCOPE, comma-separated).
// Besides Strapi's own (github, google, microsoft, ...), `sso` is any OAuth 2 server with a
// userinfo endpoint, such as a company's single sign-on: AUTH_SSO_AUTHORIZE_URL, _TOKEN_URL and
// _USERINFO_URL. Every provider returns to the site's /auth/connect.

type Grant = Record<string, Record<string, unknown>>;
type Registry = { add(name: string, config: Record<string, unknown>): void };

const setting = (provider: string, name: string) => process.env[`AUTH_${provider.toUpperCase().replace(/-/g, '_')}_${name}`];
const configured = () =>
  (process.env.AUTH_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Registers the generic `sso` provider when its endpoints are set (before users-permissions builds its settings). */
export function registerSsoProvider(strapi: Core.Strapi) {
  const userinfo = setting('sso', 'USERINFO_URL');
  if (!userinfo) return;
  const registry = strapi.plugin('users-permissions').service('providers-registry') as Registry;
  registry.add('sso', {
    enabled: false,
    icon: 'lock',
    grantConfig: { oauth: 2, authorize_url: setting('sso', 'AUTHORIZE_URL'), access_url: setting('sso', 'TOKEN_URL'), scope: ['openid', 'email', 'profile'] },
    async authCallback({ accessToken }: { accessToken: string }) {
      const response = await fetch(userinfo, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The single sign-on answered ${response.status}`);
      const profile = (await response.json()) as { email?: string; email_verified?: boolean; preferred_username?: string };
      if (!profile.email || profile.email_verified === false) throw new Error('Email not verified by the single sign-on');
      return { username: profile.preferred_username || profile.email, email: profile.email };
    },
  });
}

/** Switches on the providers AUTH_PROVIDERS names, with their keys; the others keep the admin's settings. */
export async function configureAuthProviders(strapi: Core.Strapi) {
  const names = configured();
  if (names.length === 0) return;
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = ((await store.get({ key: 'grant' })) ?? {}) as Grant;
  for (const name of names) {
    const key = setting(name, 'KEY');
    const secret = setting(name, 'SECRET');
    if (!grant[name] || !key || !secret) {
      strapi.log.warn(`Social log-in with ${name} stays off: ${grant[name] ? `AUTH_${name.toUpperCase()}_KEY and _SECRET are needed` : 'no such provider'}.`);
      continue;
    }
    const scope = setting(name, 'SCOPE');
    // The environment wins over what an earlier start stored, endpoints of `sso` included.
    const endpoints = name === 'sso' ? { oauth: 2, authorize_url: setting(name, 'AUTHORIZE_URL'), access_url: setting(name, 'TOKEN_URL') } : {};
    grant[name] = { ...grant[name], ...endpoints, enabled: true, key, secret, callback: siteLink(paths.socialLogin, 'nl'), ...(scope ? { scope: scope.split(',') } : {}) };
  }
  await store.set({ key: 'grant', value: grant });
}

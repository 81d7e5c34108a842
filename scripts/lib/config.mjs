import { createECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { secret } from './env-file.mjs';

/** Everything the CMS needs besides its database: fresh secrets unless given. */
export const cmsSecrets = () => ({
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: () => secret(),
  ADMIN_JWT_SECRET: () => secret(),
  TRANSFER_TOKEN_SALT: () => secret(),
  JWT_SECRET: () => secret(),
  ENCRYPTION_KEY: () => secret(),
  // Signs the links in mails (confirm a newsletter sign-up, unsubscribe).
  LINK_SECRET: () => secret(),
});

/**
 * A VAPID key pair for web push (P-256, base64url, as web-push's generateVAPIDKeys makes it): the
 * CMS signs with the private half, browsers subscribe with the public one.
 */
export function vapidKeys() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const pad = (buffer, length) => Buffer.concat([Buffer.alloc(Math.max(0, length - buffer.length)), buffer]);
  return { VAPID_PUBLIC_KEY: pad(curve.getPublicKey(), 65).toString('base64url'), VAPID_PRIVATE_KEY: pad(curve.getPrivateKey(), 32).toString('base64url') };
}

/** A demo admin password that meets Strapi's admin policy (upper, lower and a digit). */
export const demoAdminPassword = () => `Demo-${secret(9)}-a1A`;

/**
 * The demo CMS users of the three editors' roles from the CMS's .env settings `env`, a line each,
 * as `npm start` and `deploy/start.mjs --demo` print them.
 */
export const demoEditorLines = (env) =>
  [
    ['Beheerder', env.DEMO_ADMIN_EMAIL, env.DEMO_ADMIN_PASSWORD],
    ['Eindredacteur', env.DEMO_EINDREDACTEUR_EMAIL, env.DEMO_EINDREDACTEUR_PASSWORD],
    ['Auteur', env.DEMO_AUTEUR_EMAIL, env.DEMO_AUTEUR_PASSWORD],
  ].map(([role, email, password]) => `${`${role}:`.padEnd(15)}e-mail ${email}, password ${password}`);

/**
 * The environment of a production site process behind deploy/'s nginx (deploy/start.mjs, and the
 * scale-out tests' copy of that topology): nginx is the one proxy of ours whose appended address is
 * believed, else every visitor would share nginx's limits. `cmsPublicUrl`: where editors open the
 * admin, which frames the site's drafts (else the site takes CMS_URL for it).
 */
export function siteEnv({ cmsUrl, siteUrl, redisUrl, cmsPublicUrl }) {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_URL: cmsUrl,
    ...(cmsPublicUrl && { CMS_PUBLIC_URL: cmsPublicUrl }),
    SITE_URL: siteUrl,
    REDIS_URL: redisUrl,
    TRUSTED_PROXY_HOPS: '1',
  };
}

/** Fixed credentials and secrets of the test stacks (never used outside tests). */
export const testConstants = JSON.parse(readFileSync(path.join(root, 'tests/support/test-constants.json'), 'utf8'));

/**
 * The environment of a throwaway CMS for tests: its own port, database file, mail sink and secrets,
 * the site at `siteUrl` (else the default), and the demo's visits (of a few days) only with `traffic`.
 * Every setting is given here: a developer's apps/cms/.env is not read.
 */
export function testCmsEnv({ port, databaseFile, siteUrl = testConstants.siteUrl, traffic = false, smtp = {} }) {
  const env = {
    // Strapi reads the file ENV_PATH names, else apps/cms/.env: one that does not exist leaves the tests' own settings alone.
    ENV_PATH: path.join(path.dirname(databaseFile), 'no.env'),
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    DATABASE_CLIENT: process.env.DATABASE_CLIENT ?? 'sqlite',
    DATABASE_FILENAME: path.resolve(databaseFile),
    STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'nl',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    SEED_DEMO_CONTENT: 'true',
    SEED_DEMO_TRAFFIC: String(traffic),
    DEMO_ADMIN_EMAIL: testConstants.admin.email,
    DEMO_ADMIN_PASSWORD: testConstants.admin.password,
    DEMO_EINDREDACTEUR_EMAIL: testConstants.eindredacteur.email,
    DEMO_EINDREDACTEUR_PASSWORD: testConstants.eindredacteur.password,
    DEMO_AUTEUR_EMAIL: testConstants.auteur.email,
    DEMO_AUTEUR_PASSWORD: testConstants.auteur.password,
    SITE_URL: siteUrl,
    ...smtp,
    ...testConstants.sharedSecrets,
  };
  for (const [key, make] of Object.entries(cmsSecrets())) env[key] = make();
  // Known to the tests, which sign expired or altered links with it.
  Object.assign(env, testConstants.cmsSecrets);
  // Limits low enough for a test to reach (the log-in throttle's), and known to the tests.
  Object.assign(env, testConstants.cmsSettings);
  return env;
}

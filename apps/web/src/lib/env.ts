import { z } from 'zod';

const schema = z.object({
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_API_VERSION: z.enum(['v3', 'v4', 'v5']).default('v5'),
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Shared with the CMS: it signs revalidation calls. Without it /api/revalidate refuses all. */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** Shared with the CMS: opens draft mode and reads drafts. Without it previews are off. */
  PREVIEW_SECRET: z.string().min(16).optional(),
  /** Shared with the CMS: the site's server sends it with form submissions the CMS only takes from the site. */
  SITE_API_SECRET: z.string().min(16).optional(),
  /** Signs the captcha's challenges; without it each server start makes its own. */
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** Where browsers reach the CMS for a social log-in (its /api/connect/{provider}), and the admin's origin that may frame previews; CMS_URL when unset. */
  CMS_PUBLIC_URL: z.url().optional(),
  /** Social log-in providers configured in the CMS (comma list, e.g. `github,google`); none by default. */
  AUTH_PROVIDERS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((name) => name.trim()).filter((name) => /^[a-z0-9-]+$/.test(name))),
  /** The public half of the CMS's VAPID key pair (web push); without it the push opt-in is not shown. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/).optional(),
  /** Enables the route that throws on purpose, for the end-to-end test of the error screen. */
  E2E_ERROR_ROUTE: z.enum(['true', 'false']).default('false'),
});

function parse() {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment variables: ${names}`);
  }
  return result.data;
}

export const env = parse();

import type { Core } from '@strapi/strapi';

/**
 * The browsers' origins that may call the CMS with credentials: the site and the CMS's own admin.
 * Strapi's default reflects any origin. The site's server calls without an Origin header, as
 * servers do, and is not affected.
 */
const allowedOrigins = (env: Core.Config.Shared.ConfigParams['env']) =>
  [env('SITE_URL', 'http://localhost:3000'), env('PUBLIC_URL', '') || `http://localhost:${env.int('PORT', 1337)}`].map((url) => new URL(url).origin);

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: allowedOrigins(env) } },
  'strapi::poweredBy',
  'strapi::query',
  // Before any route reads the query: past the limits is a 400 (spec section 9).
  'global::query-limits',
  'strapi::body',
  {
    // The session holds a social log-in between the provider and the site (api/connect). Secure
    // where the CMS is public over https; `lax` so the provider's redirect back brings it along;
    // SESSION_COOKIE_DOMAIN shares it with the site on a sibling host (cms.example.nl, example.nl).
    name: 'strapi::session',
    config: {
      secure: env('PUBLIC_URL', '').startsWith('https://'),
      sameSite: 'lax',
      ...(env('SESSION_COOKIE_DOMAIN') ? { domain: env('SESSION_COOKIE_DOMAIN') } : {}),
    },
  },
  'strapi::favicon',
  'strapi::public',
];

export default config;

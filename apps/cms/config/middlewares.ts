import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
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

import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind proxies of our own (deploy/nginx.conf: TRUSTED_PROXY_HOPS=1), the visitor is the address
  // the outermost appended to X-Forwarded-For; with none, every forwarded header is ignored.
  proxy: { koa: env.int('TRUSTED_PROXY_HOPS', 0) > 0, maxIpsCount: Math.max(1, env.int('TRUSTED_PROXY_HOPS', 0)) },
  app: {
    keys: env.array('APP_KEYS', []),
  },
});

export default config;

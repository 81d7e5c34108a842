import type { Core, UID } from '@strapi/strapi';
import { sitePath } from '../src/site/paths';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const siteUrl = env('SITE_URL', 'http://localhost:3000').replace(/\/$/, '');
  const previewSecret = env('PREVIEW_SECRET', '');

  return {
    auth: {
      secret: env('ADMIN_JWT_SECRET', ''),
    },
    apiToken: {
      salt: env('API_TOKEN_SALT', ''),
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT', ''),
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY', ''),
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
    // The admin's preview button opens the draft on the site in Next.js draft mode.
    preview: {
      enabled: Boolean(previewSecret),
      config: {
        allowedOrigins: [siteUrl],
        async handler(uid, { documentId, locale, status }) {
          const document = await strapi.documents(uid as UID.ContentType).findOne({
            documentId,
            locale,
            status: status === 'published' ? 'published' : 'draft',
            fields: ['slug'] as never,
          });
          const path = sitePath(uid, (document as { slug?: string } | null)?.slug, locale ?? 'nl');
          if (!path) return null;
          const query = new URLSearchParams({ secret: previewSecret, path, status: status ?? 'draft' });
          return `${siteUrl}/api/preview?${query}`;
        },
      },
    },
  };
};

export default config;

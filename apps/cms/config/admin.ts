import type { Core, UID } from '@strapi/strapi';
import { defaultLocale, isLocale } from '@standplaats/shared';
import { hasSitePath, sitePath } from '../src/site/paths';

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
    // The admin's preview button opens the draft on the site in Next.js draft mode, for every type
    // with a page (src/site/paths.ts); the site lets the admin show it in a frame.
    preview: {
      enabled: Boolean(previewSecret),
      config: {
        allowedOrigins: [siteUrl],
        async handler(uid, { documentId, locale, status }) {
          if (!hasSitePath(uid)) return null;
          // Types without a slug (the wire) have one page for all their documents.
          const hasSlug = 'slug' in (strapi.getModel(uid as UID.ContentType)?.attributes ?? {});
          const document = hasSlug
            ? await strapi.documents(uid as UID.ContentType).findOne({
                documentId,
                locale,
                status: status === 'published' ? 'published' : 'draft',
                fields: ['slug'] as never,
              })
            : null;
          const path = sitePath(uid, { documentId, ...(document as { id?: number; slug?: string } | null) }, isLocale(locale) ? locale : defaultLocale);
          if (!path) return null;
          const query = new URLSearchParams({ secret: previewSecret, path, status: status ?? 'draft' });
          return `${siteUrl}/api/preview?${query}`;
        },
      },
    },
  };
};

export default config;

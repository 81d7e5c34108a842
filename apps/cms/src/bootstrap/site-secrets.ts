import type { Core } from '@strapi/strapi';

// Without these the site's forms cannot work; say so at start-up instead of at the first reader.
const NEEDED = {
  SITE_API_SECRET: "the site's forms (newsletter, subscription orders) are refused",
  LINK_SECRET: 'mails with confirm and unsubscribe links cannot be sent',
};

export function warnAboutMissingSecrets(strapi: Core.Strapi) {
  for (const [key, consequence] of Object.entries(NEEDED)) {
    if (!process.env[key]) strapi.log.warn(`${key} is not set: ${consequence}.`);
  }
}

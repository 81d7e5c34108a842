import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** An absolute http(s) URL: the only kind of target the site redirects or links to. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A path on the site: one leading slash, so `//host` and `/\\host` cannot leave it. */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

type Rule = { attribute: string; valid: (value: string) => boolean; message: string };

const httpOrSitePath = (attribute: string): Rule => ({
  attribute,
  valid: (value: string) => isHttpUrl(value) || isSitePath(value),
  message: `${attribute} must be an absolute http or https URL or a site path starting with one /`,
});

const httpUrl = (attribute: string): Rule => ({ attribute, valid: isHttpUrl, message: `${attribute} must be an absolute http or https URL` });

// Which attributes of which type must hold what; null and absent values are left to `required`.
const RULES: Record<string, Rule[]> = {
  'api::outbound-link.outbound-link': [httpUrl('url')],
  'api::wire-item.wire-item': [httpOrSitePath('url')],
  // The site also refuses other targets when it reads the table; this tells the editor at once.
  'api::redirect.redirect': [httpOrSitePath('to')],
  // The event page links to both.
  'api::event.event': [httpUrl('website'), httpUrl('ticketUrl')],
};

/**
 * Checks link targets on every create and update, from the admin and the API alike, so the site
 * never follows a `javascript:` or protocol-relative URL an editor typed.
 */
export function registerLinkRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const rules = RULES[context.uid];
    if (rules && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      for (const rule of rules) {
        const value = data?.[rule.attribute];
        if (value !== undefined && value !== null && (typeof value !== 'string' || !rule.valid(value))) {
          throw new errors.ValidationError(rule.message, { errors: [{ path: [rule.attribute], message: rule.message, name: 'ValidationError' }] });
        }
      }
    }
    return next();
  });
}

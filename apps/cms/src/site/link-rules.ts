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

/**
 * A link in rich text or a page block: an http(s) URL, `mailto:`/`tel:`, a site path or a
 * `#fragment`. The site drops any other link again when it reads the content.
 */
export const isSafeLink = (value: string) =>
  isHttpUrl(value) || isSitePath(value) || /^#[\w-]*$/.test(value) || /^(mailto|tel):[^\s<>"]+$/i.test(value);

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

// The same for the components of a page's dynamic zone.
const COMPONENT_RULES: Record<string, Rule[]> = {
  'blocks.call-to-action': [{ attribute: 'url', valid: isSafeLink, message: 'url must be an http(s), mailto: or tel: link, or a site path' }],
  'blocks.embed': [httpUrl('url')],
};

type Data = Record<string, unknown>;
type Problem = { path: (string | number)[]; message: string };
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The links in a rich-text (blocks) value whose targets are not safe, with where they are. */
function unsafeLinks(nodes: unknown, path: (string | number)[]): Problem[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node, i) => {
    if (!isData(node)) return [];
    const here = [...path, i];
    const own = node.type === 'link' && (typeof node.url !== 'string' || !isSafeLink(node.url))
      ? [{ path: here, message: 'a link in the text must be an http(s), mailto: or tel: link, or a site path' }]
      : [];
    return [...own, ...unsafeLinks(node.children, [...here, 'children'])];
  });
}

const ruleProblems = (rules: Rule[], data: Data, path: (string | number)[]): Problem[] =>
  rules.flatMap((rule) => {
    const value = data[rule.attribute];
    if (value === undefined || value === null || (typeof value === 'string' && rule.valid(value))) return [];
    return [{ path: [...path, rule.attribute], message: rule.message }];
  });

/** Every link problem in `data` of the model `uid`: its own rules, its rich text, its dynamic zones' components. */
function linkProblems(strapi: Core.Strapi, uid: string, data: Data, path: (string | number)[] = []): Problem[] {
  const problems = ruleProblems(RULES[uid] ?? COMPONENT_RULES[uid] ?? [], data, path);
  const model = strapi.getModel(uid as Parameters<typeof strapi.getModel>[0]) as { attributes?: Record<string, { type: string }> } | undefined;
  const attributes = model?.attributes ?? {};
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = data[name];
    if (attribute.type === 'blocks') problems.push(...unsafeLinks(value, [...path, name]));
    if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((entry, i) => {
        if (isData(entry) && typeof entry.__component === 'string') problems.push(...linkProblems(strapi, entry.__component, entry, [...path, name, i]));
      });
    }
  }
  return problems;
}

/**
 * Checks link targets on every create and update, from the admin and the API alike, so the site
 * never follows a `javascript:` or protocol-relative URL an editor typed: the types' link fields,
 * the links in rich text and those in page blocks.
 */
export function registerLinkRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const data = (context.params as { data?: unknown }).data;
    if ((context.action === 'create' || context.action === 'update') && isData(data)) {
      const problems = linkProblems(strapi, context.uid, data);
      if (problems.length > 0) {
        throw new errors.ValidationError(problems[0].message, { errors: problems.map((p) => ({ ...p, name: 'ValidationError' })) });
      }
    }
    return next();
  });
}

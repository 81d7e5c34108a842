import { timingSafeEqual } from 'node:crypto';

/**
 * The preview endpoint serves drafts, so only the site may call it: it sends the shared
 * PREVIEW_SECRET, compared in constant time. Without a configured secret nobody gets in.
 */
export default (policyContext: { request: { header: Record<string, string | string[] | undefined> } }) => {
  const expected = process.env.PREVIEW_SECRET;
  const given = policyContext.request.header['x-preview-secret'];
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

import { errors, z } from '@strapi/utils';

const base64url = (max: number) => z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'a key is base64url' }).max(max);

export const subscribeBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint is a push service URL' }).max(1000),
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
  locale: z.enum(['nl', 'en']),
});

export function validateDocumentId(value: unknown): string {
  if (typeof value !== 'string' || !/^[a-z0-9]{1,64}$/.test(value)) throw new errors.ValidationError('documentId is not valid');
  return value;
}

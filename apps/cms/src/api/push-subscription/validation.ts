import { errors, z } from '@strapi/utils';
import { locales } from '@standplaats/shared';

/**
 * A subscription's key as the Push API gives it: base64url of exactly `bytes` bytes (RFC 8291: the
 * browser's P-256 public key is 65 bytes, its auth secret 16). Anything else could never be
 * encrypted to, and would fail every send.
 */
const key = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'a key is base64url' })
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, { error: `a key of ${bytes} bytes` });

export const subscribeBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint is a push service URL' }).max(1000),
  keys: z.strictObject({ p256dh: key(65), auth: key(16) }),
  locale: z.enum(locales),
  // The 7-day renewal: the endpoint this subscription takes over (its member and reminders go along).
  replaces: z.url({ protocol: /^https?$/ }).max(1000).optional(),
});

/** A member's browser turning event reminders on or off. */
export const remindersBody = subscribeBody.omit({ replaces: true }).extend({ on: z.boolean() });

export function validateDocumentId(value: unknown): string {
  if (typeof value !== 'string' || !/^[a-z0-9]{1,64}$/.test(value)) throw new errors.ValidationError('documentId is not valid');
  return value;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors } from '@strapi/utils';

/**
 * Tokens for links the CMS mails (confirm a sign-up, unsubscribe, ...): the claims themselves,
 * signed with LINK_SECRET, so a link needs no table of issued tokens and cannot be altered.
 * Form: base64url(JSON payload) "." base64url(HMAC-SHA256 of the first part).
 */

/** A link whose token is bad, altered, expired or meant for something else: answered with 400. */
export class InvalidTokenError extends errors.ApplicationError<'InvalidTokenError'> {
  constructor(message = 'This link is not valid or has expired') {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

type Claims = Record<string, unknown>;
type Payload = Claims & { pur: string; exp?: number };

function secret(): string {
  const value = process.env.LINK_SECRET;
  // Signing with an empty key would make every link forgeable.
  if (!value || value.length < 16) throw new Error('LINK_SECRET must be set (16 characters or more) to sign links.');
  return value;
}

const sign = (body: string) => createHmac('sha256', secret()).update(body).digest();

/** A token for `purpose` carrying `claims`; with `ttlSeconds` it stops working after that time. */
export function signToken(purpose: string, claims: Claims, { ttlSeconds }: { ttlSeconds?: number } = {}): string {
  const payload: Payload = { ...claims, pur: purpose };
  if (ttlSeconds !== undefined) payload.exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body).toString('base64url')}`;
}

/**
 * The claims of a token signed for `purpose` that has not expired; anything else throws
 * InvalidTokenError. The signature is compared in constant time before the payload is read.
 */
export function verifyToken(purpose: string, token: unknown): Claims {
  if (typeof token !== 'string' || token.length > 4096) throw new InvalidTokenError();
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) throw new InvalidTokenError();

  // Compared as text: base64url decoding ignores stray bits, so an altered last letter could decode alike.
  const expected = Buffer.from(sign(body).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidTokenError();

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidTokenError();
  }
  if (typeof payload !== 'object' || payload === null || (payload as Payload).pur !== purpose) throw new InvalidTokenError();
  const { pur: _purpose, exp, ...claims } = payload as Payload;
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 < Date.now())) throw new InvalidTokenError('This link has expired');
  return claims;
}

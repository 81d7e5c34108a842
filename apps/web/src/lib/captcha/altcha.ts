import 'server-only';
import { CappedMap, create, deriveHmacKeySecret, randomInt } from 'altcha-lib/frameworks/nextjs';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_FIELD, type CaptchaProvider } from './types';

/** How long a challenge may be solved and sent; a form filled in more slowly fetches a new one. */
const CHALLENGE_SECONDS = 10 * 60;
/**
 * The work a browser does: it hashes until it finds a secret counter between these bounds, a
 * fraction of a second on a phone, costly across thousands of spam posts.
 */
const COUNTER_RANGE = [5_000, 25_000] as const;
/** Used answers are remembered so one solved challenge posts one form (older ones expire anyway). */
const USED_ANSWERS_KEPT = 10_000;

/** ALTCHA: a self-hosted proof of work, verified here with an HMAC key no one else has. */
export function altcha(hmacKey: string): CaptchaProvider {
  const fieldName = CAPTCHA_FIELD;
  const keySecret = deriveHmacKeySecret(hmacKey);
  const used = new CappedMap<string, boolean>({ maxSize: USED_ANSWERS_KEPT });
  const server = keySecret.then((hmacKeySignatureSecret) =>
    create({
      deriveKey,
      fieldName,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret,
      store: used,
      createChallengeParameters: () => ({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(...COUNTER_RANGE),
        expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
      }),
    }),
  );
  return {
    fieldName,
    widget: { provider: 'altcha', challengeUrl: '/api/captcha' },
    async verify(formData) {
      const payload = formData.get(fieldName);
      if (typeof payload !== 'string' || payload === '') return false;
      const { verify } = await server;
      const result = await verify(payload, deriveKey, hmacKey, await keySecret, used);
      return result.error === null;
    },
    challenge: async (request) => (await server).challengeHandler(request),
  };
}

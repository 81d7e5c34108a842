import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { altcha } from './altcha';

export type { CaptchaProvider, CaptchaWidget } from './types';

// Without a configured key (a development server) each start makes its own, so challenges from
// before a restart fail, which is what a stale challenge should do anyway.
export const captcha = altcha(env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'));

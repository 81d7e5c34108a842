import { captcha } from '@/lib/captcha';

/** A fresh challenge for the captcha widget; never cached, each one is used once. */
export async function GET(request: Request) {
  if (!captcha.challenge) return new Response(null, { status: 404 });
  return captcha.challenge(request);
}

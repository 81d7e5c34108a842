import { inject } from 'vitest';

export const cmsUrl = () => inject('cmsUrl');

/** An anonymous REST call, as the site's public reads make it. */
export async function publicApi(path: string, init?: RequestInit) {
  const response = await fetch(`${cmsUrl()}/api${path}`, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

import { inject } from 'vitest';
import { editorWithToken } from '../support/cms-editor';

export const cmsUrl = () => inject('cmsUrl');

/** An editor's API calls with the suite's shared token. */
export const sharedEditor = () => editorWithToken(cmsUrl(), inject('editorToken'));

/** An anonymous REST call, as the site's public reads make it. */
export async function publicApi(path: string, init?: RequestInit) {
  const response = await fetch(`${cmsUrl()}/api${path}`, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** Every item of a public list, page by page (lists are capped at 100 per page). */
export async function publicList(path: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await publicApi(`${path}${path.includes('?') ? '&' : '?'}pagination[pageSize]=100&pagination[page]=${page}`);
    if (status !== 200) throw new Error(`GET ${path} → ${status}`);
    items.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return items;
  }
}

// Acts as an editor over the CMS's HTTP API, as the tests' seed-and-clean-up helpers must
// (never by writing the database file).
import constants from './test-constants.json';

const TEST_ADMIN = constants.admin;

type Json = Record<string, any>;

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Json> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs in to the admin and makes a full-access API token, the way an editor's tool would. */
export async function editor(cmsUrl: string) {
  return editorWithToken(cmsUrl, await createEditorToken(cmsUrl));
}

/** A full-access API token; the admin rate-limits logins, so a suite makes one and shares it. */
export async function createEditorToken(cmsUrl: string): Promise<string> {
  const login = await call(`${cmsUrl}/admin/login`, { method: 'POST', json: TEST_ADMIN });
  const adminJwt: string = login.data.token;
  const token = await call(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminJwt}` },
    json: { name: `tests-${Date.now()}-${Math.random().toString(36).slice(2)}`, type: 'full-access', lifespan: null, description: 'end-to-end tests' },
  });
  return token.data.accessKey as string;
}

/** The editor's calls with a token from `createEditorToken`. */
export function editorWithToken(cmsUrl: string, accessKey: string) {
  const auth = { Authorization: `Bearer ${accessKey}` };
  const api = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    call(`${cmsUrl}/api${path}`, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } });

  return {
    api,
    /** A new article: a draft unless `publish` is set (Strapi's REST create publishes by default). */
    createArticle: (data: Json, { locale = 'nl', publish = false } = {}) =>
      api(`/articles?locale=${locale}&status=${publish ? 'published' : 'draft'}`, { method: 'POST', json: { data } }).then((b) => b.data),
    /** Changes a published article and publishes the change. */
    publishArticle: (documentId: string, data: Json, locale = 'nl') =>
      api(`/articles/${documentId}?locale=${locale}&status=published`, { method: 'PUT', json: { data } }).then((b) => b.data),
    deleteArticle: (documentId: string, locale = 'nl') => api(`/articles/${documentId}?locale=${locale}`, { method: 'DELETE' }).catch(() => undefined),
  };
}

/**
 * An admin user's session (the Auteur, the Eindredacteur, the Beheerder), after one log-in: calls
 * to the admin API as the admin screens make them, answering status and body whatever the status.
 */
export async function adminSession(cmsUrl: string, credentials: { email: string; password: string }) {
  const login = await call(`${cmsUrl}/admin/login`, { method: 'POST', json: credentials });
  const auth = { Authorization: `Bearer ${login.data.token as string}` };
  const request = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...auth },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Json };
  };
  const document = (uid: string) => `/content-manager/collection-types/${uid}`;
  return {
    user: login.data.user as Json,
    request,
    /** The content manager's calls for a collection type, in one language. */
    contentManager: (uid: string, locale = 'nl') => ({
      create: (data: Json) => request('POST', `${document(uid)}?locale=${locale}`, data),
      update: (documentId: string, data: Json) => request('PUT', `${document(uid)}/${documentId}?locale=${locale}`, data),
      publish: (documentId: string, data: Json = {}) => request('POST', `${document(uid)}/${documentId}/actions/publish?locale=${locale}`, data),
      find: (documentId: string) => request('GET', `${document(uid)}/${documentId}?locale=${locale}`),
      remove: (documentId: string) => request('DELETE', `${document(uid)}/${documentId}?locale=${locale}`),
    }),
  };
}
export type AdminSession = Awaited<ReturnType<typeof adminSession>>;

// @ts-check
// The CMS's HTTP API as an editor's tool and a member's browser call it, for the tests
// (tests/support/cms-editor.ts and members.ts re-export it) and the benchmarks: they seed and
// clean up over HTTP, never by writing the database file. It imports nothing: Playwright loads it
// through its own transform, which cannot take import.meta (as scripts/lib/paths.mjs has).

/** @typedef {Record<string, any>} Json */
/** @typedef {RequestInit & { json?: unknown }} CallInit */

/**
 * A JSON answer of the CMS, with `init.json` as the body; throws with the method, the status and
 * the body when it is not 2xx.
 * @param {string} url
 * @param {CallInit} [init]
 * @returns {Promise<Json>}
 */
export async function call(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', .../** @type {Record<string, string>} */ (init.headers) },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** @typedef {{ email: string, password: string }} Credentials */

/**
 * A full-access API token of the test CMS's admin, made as an editor's tool would make one; the
 * admin rate-limits logins, so a suite makes one and shares it.
 * @param {string} cmsUrl
 * @param {Credentials} admin
 * @returns {Promise<string>}
 */
export async function createEditorToken(cmsUrl, admin) {
  const login = await call(`${cmsUrl}/admin/login`, { method: 'POST', json: admin });
  const token = await call(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.data.token}` },
    json: { name: `tests-${Date.now()}-${Math.random().toString(36).slice(2)}`, type: 'full-access', lifespan: null, description: 'tests and benchmarks' },
  });
  return token.data.accessKey;
}

/**
 * The editor's calls with a token from `createEditorToken`.
 * @param {string} cmsUrl
 * @param {string} accessKey
 */
export function editorWithToken(cmsUrl, accessKey) {
  const auth = { Authorization: `Bearer ${accessKey}` };
  /** @type {(path: string, init?: CallInit) => Promise<Json>} */
  const api = (path, init = {}) => call(`${cmsUrl}/api${path}`, { ...init, headers: { ...auth, .../** @type {Record<string, string>} */ (init.headers) } });

  return {
    api,
    /**
     * A new article: a draft unless `publish` is set (Strapi's REST create publishes by default).
     * @param {Json} data
     * @returns {Promise<Json>}
     */
    createArticle: (data, { locale = 'nl', publish = false } = {}) =>
      api(`/articles?locale=${locale}&status=${publish ? 'published' : 'draft'}`, { method: 'POST', json: { data } }).then((b) => b.data),
    /**
     * Changes a published article and publishes the change.
     * @param {string} documentId
     * @param {Json} data
     * @returns {Promise<Json>}
     */
    publishArticle: (documentId, data, locale = 'nl') =>
      api(`/articles/${documentId}?locale=${locale}&status=published`, { method: 'PUT', json: { data } }).then((b) => b.data),
    /** @param {string} documentId */
    deleteArticle: (documentId, locale = 'nl') => api(`/articles/${documentId}?locale=${locale}`, { method: 'DELETE' }).catch(() => undefined),
  };
}

/**
 * Signs in to the admin and makes a full-access API token, the way an editor's tool would.
 * @param {string} cmsUrl
 * @param {Credentials} admin
 */
export async function editor(cmsUrl, admin) {
  return editorWithToken(cmsUrl, await createEditorToken(cmsUrl, admin));
}

/**
 * A member's log-in (users-permissions), answering status and body whatever the status.
 * @param {string} cmsUrl
 * @param {string} identifier
 * @param {string} password
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, body: any }>}
 */
export async function logIn(cmsUrl, identifier, password, headers = {}) {
  const response = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ identifier, password }),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

// Acts as an editor over the CMS's HTTP API, as the tests' seed-and-clean-up helpers must
// (never by writing the database file); the benchmarks share the part in scripts/lib.
import { call, createEditorToken as tokenAs, editor as editorAs } from '../../scripts/lib/cms-editor.mjs';
import constants from './test-constants.json';

export { editorWithToken } from '../../scripts/lib/cms-editor.mjs';

/** A full-access API token of the test CMS's admin; the admin rate-limits logins, so a suite makes one and shares it. */
export const createEditorToken = (cmsUrl: string) => tokenAs(cmsUrl, constants.admin);

/** The test CMS's admin, acting as an editor's tool would. */
export const editor = (cmsUrl: string) => editorAs(cmsUrl, constants.admin);

type Json = Record<string, any>;

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

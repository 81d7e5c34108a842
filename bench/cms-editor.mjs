// What a benchmark does as an editor: the CMS's REST API with a full-access token, made as an
// editor's tool would make one (tests/support/cms-editor.ts does the same for the tests).
import { TEST_ADMIN } from '../scripts/lib/test-cms.mjs';

/** A JSON answer of the CMS; throws with the status and body when it is not 2xx. */
export async function json(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${url} → ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A full-access API token of the test CMS's admin. */
export async function editorToken(cmsUrl) {
  const login = await json(`${cmsUrl}/admin/login`, { method: 'POST', body: JSON.stringify(TEST_ADMIN) });
  const token = await json(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.data.token}` },
    body: JSON.stringify({ name: `bench-${Date.now()}`, type: 'full-access', lifespan: null, description: 'benchmarks' }),
  });
  return token.data.accessKey;
}

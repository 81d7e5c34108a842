import { createEditorToken } from '../../tests/support/cms-editor';
import { cmsUrl } from './editor';

/**
 * One editor API token for the whole run, made once the CMS is up: the admin limits its log-ins,
 * and a worker restarted after a failure would otherwise log in again. The workers inherit it.
 */
export default async function globalSetup() {
  process.env.E2E_EDITOR_TOKEN = await createEditorToken(cmsUrl);
}

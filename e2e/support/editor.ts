import { editorWithToken } from '../../tests/support/cms-editor';
import { ports } from './ports';

export const cmsUrl = `http://127.0.0.1:${ports.cms}`;

/** The editor of the run, with the API token global-setup.ts made. */
export function sharedEditor() {
  const token = process.env.E2E_EDITOR_TOKEN;
  if (!token) throw new Error('No editor token: e2e/support/global-setup.ts sets E2E_EDITOR_TOKEN.');
  return editorWithToken(cmsUrl, token);
}

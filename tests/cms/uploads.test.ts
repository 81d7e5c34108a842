import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { upload, uploadFiles } from '../support/upload-files';
import { cmsUrl } from './helpers';

const token = () => inject('editorToken');
const made: number[] = [];

describe('uploads', () => {
  afterAll(async () => {
    for (const id of made) await fetch(`${cmsUrl()}/api/upload/files/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token()}` } });
  });

  it('takes raster images and PDFs', async () => {
    for (const [file, name] of [[uploadFiles.png(), 'punt.png'], [uploadFiles.pdf(), 'folder.pdf']] as const) {
      const { status, body } = await upload(cmsUrl(), token(), file, name);
      expect(status, name).toBe(201);
      made.push(body[0].id);
    }
  });

  it('refuses SVG and HTML, which could run script, whatever the name says', async () => {
    for (const [file, name] of [[uploadFiles.svg(), 'logo.svg'], [uploadFiles.html(), 'pagina.html'], [uploadFiles.svg(), 'vermomd.png']] as const) {
      const { status, body } = await upload(cmsUrl(), token(), file, name);
      expect(status, name).toBe(400);
      expect(JSON.stringify(body), name).not.toContain('<script>');
    }
  });

  it('refuses a file over the size limit', async () => {
    // A PDF: an image would be re-encoded (and shrunk) before its size is checked.
    const big = new Blob([await uploadFiles.pdf().arrayBuffer(), new Uint8Array(10 * 1024 * 1024)], { type: 'application/pdf' });
    const { status } = await upload(cmsUrl(), token(), big, 'groot.pdf');
    expect(status).toBe(413);
  });
});

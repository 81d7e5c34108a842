/** Small real files of the types the upload rules are about, for the upload tests of both suites. */
export const uploadFiles = {
  /** A 1×1 PNG. */
  png: () => new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')], { type: 'image/png' }),
  /** An SVG that would run script if it were served as the site. */
  svg: () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'], { type: 'image/svg+xml' }),
  /** An HTML page. */
  html: () => new Blob(['<!doctype html><title>x</title><script>alert(document.domain)</script>'], { type: 'text/html' }),
  /** A minimal PDF. */
  pdf: () => new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }),
};

/** Uploads one file through the CMS's REST upload with an editor's token; the answer's status and body. */
export async function upload(cmsUrl: string, token: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('files', file, name);
  const response = await fetch(`${cmsUrl}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

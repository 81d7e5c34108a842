import { defaultLocale } from '@standplaats/shared';
import { LoadAsDocument } from '@/features/errors/load-as-document.client';

/**
 * The root's not-found boundary. Every address is a language's (the proxy), so a 404 meets
 * app/[locale]/not-found.tsx and this one never shows. It is here because Next puts a boundary's
 * element into the RSC payload of every page below it, and without it that was Next's own 404 page
 * with its inline styles: 1.2 KB of every page. Should it show, the address loads as a document and
 * the server answers with the whole not-found page (server/error-pages.mjs).
 */
export default function RootNotFound() {
  return (
    <html lang={defaultLocale}>
      <body>
        <LoadAsDocument />
      </body>
    </html>
  );
}

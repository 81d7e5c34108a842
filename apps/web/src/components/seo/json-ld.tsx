import type { JsonLdData } from '@/lib/seo/json-ld';

/**
 * JSON for an inline script. `<` becomes \u003c, which JSON parsers read back as `<`, so text such
 * as `</script>` or `<!--` in CMS content cannot end the script element early.
 */
export const serializeJsonLd = (data: JsonLdData) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Structured data for search engines; renders on the server and ships no JavaScript. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

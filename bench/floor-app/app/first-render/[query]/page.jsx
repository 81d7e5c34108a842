// The floor of a list copy (apps/web/src/lib/list-copies.ts): a page per path segment, rendered on
// its first request and then kept in the page cache. bench/first-render.mjs asks each once.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export default async function Page({ params }) {
  const { query } = await params;
  return (
    <main>
      <h1>Standplaats</h1>
      <p>{query}</p>
    </main>
  );
}

/**
 * Rebuilds the site-search index from every published document (after a bulk import, a scale
 * seed, or a change to the normalisation rules):
 *
 *   npm run build              # loads the compiled app from dist/
 *   npm run search:rebuild     # in apps/cms; uses the same DATABASE_* settings as the CMS
 *
 * Prints the number of documents, the time taken and, on SQLite, the index's size.
 */
const path = require('node:path');

const APP_DIR = path.resolve(__dirname, '..');

async function main() {
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') }).load();
  strapi.log.level = 'warn';
  try {
    const { rebuildSearchIndex } = require(path.join(APP_DIR, 'dist/src/search/indexing.js'));
    const { documents, ms } = await rebuildSearchIndex(strapi);
    console.log(`Search index rebuilt: ${documents} documents in ${ms} ms`);
    if (strapi.db.dialect.client !== 'postgres') {
      const rows = await strapi.db.connection.raw(
        "SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'search_%'",
      ).catch(() => null);
      if (rows?.[0]?.bytes) console.log(`Index size: ${(rows[0].bytes / 1024 / 1024).toFixed(1)} MiB`);
    } else {
      const { rows } = await strapi.db.connection.raw("SELECT pg_total_relation_size('search_documents') AS bytes");
      console.log(`Index size: ${(Number(rows[0].bytes) / 1024 / 1024).toFixed(1)} MiB`);
    }
  } finally {
    await strapi.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env bash
# Site search at scale on SQLite: seeds a throwaway database (demo content plus ARTICLES articles
# and EVENTS events), rebuilds the search index (prints build time and size), starts the CMS on
# PORT without the per-visitor limit and runs bench/search-query.mjs against it.
# Usage (after `npm run build`): bash bench/search-scale.sh   [ARTICLES=60000 EVENTS=40000 PORT=1604]
set -euo pipefail
cd "$(dirname "$0")/.."
ARTICLES=${ARTICLES:-60000}
EVENTS=${EVENTS:-40000}
PORT=${PORT:-1604}
DB=${DB:-/tmp/standplaats-search-scale.db}
rm -f "$DB"
cd apps/cms
SEED_DEMO_CONTENT=true node scripts/seed-scale.js --articles "$ARTICLES" --events "$EVENTS" --database "$DB" --demo
DATABASE_FILENAME="$DB" node scripts/search-rebuild.js
ls -l "$DB" | awk '{printf "Database file: %.1f MiB\n", $5 / 1048576}'
HOST=127.0.0.1 PORT=$PORT DATABASE_FILENAME="$DB" SEARCH_RATE_LIMIT=100000000 NODE_ENV=production \
  node node_modules/@strapi/strapi/bin/strapi.js start > /tmp/standplaats-search-scale-cms.log 2>&1 &
cms=$!
trap 'kill $cms 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$PORT/_health" >/dev/null; do sleep 2; done
cd ../..
node bench/search-query.mjs --url "http://127.0.0.1:$PORT" --label "sqlite-$((ARTICLES + EVENTS))"

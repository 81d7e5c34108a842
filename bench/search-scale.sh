#!/usr/bin/env bash
# Site search at scale: seeds a throwaway database (demo content plus ARTICLES articles and EVENTS
# events), rebuilds the search index (prints build time and size), starts the CMS on PORT without
# the per-visitor limit and runs bench/search-query.mjs against it; then, when the site is built
# and bench's tools are installed (npm run bench:install), /zoeken at 10 connections through the
# site on SITE_PORT.
# Usage (after `npm run build`): bash bench/search-scale.sh   [ARTICLES=60000 EVENTS=40000 PORT=1604]
# PostgreSQL: DATABASE_CLIENT=postgres DATABASE_URL=postgres://user:pw@host/throwaway bash bench/search-scale.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ARTICLES=${ARTICLES:-60000}
EVENTS=${EVENTS:-40000}
PORT=${PORT:-1604}
SITE_PORT=${SITE_PORT:-3604}
if [ "${DATABASE_CLIENT:-sqlite}" = postgres ]; then
  label=postgres-$((ARTICLES + EVENTS))
  database=()
else
  DB=${DB:-/tmp/standplaats-search-scale.db}
  rm -f "$DB"
  export DATABASE_FILENAME="$DB"
  label=sqlite-$((ARTICLES + EVENTS))
  database=(--database "$DB")
fi
cd apps/cms
SEED_DEMO_CONTENT=true node scripts/seed-scale.js --articles "$ARTICLES" --events "$EVENTS" "${database[@]}" --demo
node scripts/search-rebuild.js
HOST=127.0.0.1 PORT=$PORT SEARCH_RATE_LIMIT=100000000 NODE_ENV=production \
  node node_modules/@strapi/strapi/bin/strapi.js start > /tmp/standplaats-search-scale-cms.log 2>&1 &
pids=$!
trap 'kill $pids 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$PORT/_health" >/dev/null; do sleep 2; done
cd ../..
node bench/search-query.mjs --url "http://127.0.0.1:$PORT" --label "$label"
if [ -f apps/web/.next/BUILD_ID ] && [ -d bench/node_modules/autocannon ]; then
  (cd apps/web && CMS_URL="http://127.0.0.1:$PORT" NODE_ENV=production exec node server/index.mjs --port "$SITE_PORT" > /tmp/standplaats-search-scale-web.log 2>&1) &
  pids="$pids $!"
  until curl -sf "http://127.0.0.1:$SITE_PORT/health" >/dev/null; do sleep 1; done
  node bench/pages.mjs --url "http://127.0.0.1:$SITE_PORT" --connections 10 --seconds 10 \
    --paths '/zoeken?q=congres,/zoeken?q=festival%20groningen,/zoeken?q=de,/zoeken?q=beurzen&sort=date'
fi

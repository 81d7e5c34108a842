import type { Context, Next } from 'koa';

type Populate = Record<string, unknown> | string[] | '*';

/**
 * Strapi 5 answers `?status=draft` for any role that may `find`. Only API tokens (the site's
 * preview and editors' tools) may read drafts; the public and members always get published
 * documents, whatever they ask for.
 */
// Strapi 5.54 calls the API-token strategy `content-api-token`; earlier 5.x releases `api-token`.
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

/** Whether the caller has an API token (editors' tools, the site's preview), not a role. */
export const isTokenCaller = (ctx: Context) => TOKEN_STRATEGIES.has(ctx.state.auth?.strategy?.name);

export function publishedOnly(ctx: Context) {
  if (isTokenCaller(ctx)) return;
  (ctx.query as Record<string, unknown>).status = 'published';
}

/** A `find` filtered by slug reads one document for its page (Strapi 5's findOne takes a documentId). */
const isSlugLookup = (query: Record<string, unknown>) => {
  const filters = query.filters as Record<string, unknown> | undefined;
  return typeof filters === 'object' && filters !== null && 'slug' in filters;
};

/**
 * A route middleware that fixes `populate` (the CMS decides what a route returns, the detail
 * populate for slug lookups) and hides drafts.
 */
export const fixedQuery =
  (populate: Populate | undefined, detail: Populate | undefined = populate, sort?: string[]) =>
  async (ctx: Context, next: Next) => {
    publishedOnly(ctx);
    const query = ctx.query as Record<string, unknown>;
    const chosen = isSlugLookup(query) ? detail : populate;
    if (chosen) query.populate = chosen;
    if (sort && query.sort === undefined) query.sort = sort;
    await next();
  };

/** `sort` is the list order when the caller names none. */
type ReadRoutes = { find?: Populate; findOne?: Populate; sort?: string[] };

/** Router config for a content type: fixed populate per read route, drafts hidden from the public. */
export const readRoutes = ({ find, findOne, sort }: ReadRoutes = {}) => ({
  find: { middlewares: [fixedQuery(find, findOne ?? find, sort)] },
  findOne: { middlewares: [fixedQuery(findOne ?? find)] },
});

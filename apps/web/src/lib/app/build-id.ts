/** This build's id (set once per build in next.config.ts): the same on every instance of one build. */
export const BUILD_ID = process.env.STANDPLAATS_BUILD_ID ?? 'development';

/** Where the newest build's id is served (spec section 7: `GET builds/latest.json`, field `id`). */
export const LATEST_BUILD_PATH = '/builds/latest.json';

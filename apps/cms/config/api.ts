import type { Core } from '@strapi/strapi';

// List sizes are capped here, so no client can ask the database for an unbounded page.
const config: Core.Config.Api = {
  rest: {
    defaultLimit: 20,
    maxLimit: 100,
    withCount: true,
  },
};

export default config;

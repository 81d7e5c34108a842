import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { grantPublicRead } from './bootstrap/permissions';
import { ensureDemoAdmin } from './bootstrap/demo-admin';
import { seedDemoContent } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await grantPublicRead(strapi);
    await ensureDemoAdmin(strapi);
    if (process.env.SEED_DEMO_CONTENT === 'true') await seedDemoContent(strapi);
  },
};

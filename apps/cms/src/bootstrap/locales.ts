import type { Core } from '@strapi/strapi';

// Dutch is the default content locale (STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE=nl sets it on a new
// database); English is the second one.
export const LOCALES = [
  { code: 'nl', name: 'Nederlands (nl)', isDefault: true },
  { code: 'en', name: 'English (en)', isDefault: false },
];

export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const { code, name, isDefault } of LOCALES) {
    if (!(await service.findByCode(code))) await service.create({ code, name }, { isDefault });
  }
  if ((await service.getDefaultLocale()) !== 'nl') await service.setDefaultLocale({ code: 'nl' });
}

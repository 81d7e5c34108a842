import type { Core } from '@strapi/strapi';
import { defaultLocale, locales, type Locale } from '@standplaats/shared';

// The site's languages are the content locales, Dutch the default
// (STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE=nl sets it on a new database).
const NAMES: Record<Locale, string> = { nl: 'Nederlands (nl)', en: 'English (en)' };

export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const code of locales) {
    if (!(await service.findByCode(code))) await service.create({ code, name: NAMES[code] }, { isDefault: code === defaultLocale });
  }
  if ((await service.getDefaultLocale()) !== defaultLocale) await service.setDefaultLocale({ code: defaultLocale });
}

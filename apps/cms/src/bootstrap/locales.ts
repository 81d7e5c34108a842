import type { Core } from '@strapi/strapi';
import { defaultLocale, locales, type Locale } from '@standplaats/shared';

// The site's languages are the content locales, Dutch the default
// (STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE=nl sets it on a new database).
const NAMES: Record<Locale, string> = { nl: 'Nederlands (nl)', en: 'Engels (en)' };

/** The two languages, named in Dutch as editors read them in the admin (Strapi names its first one "Dutch (nl)"). */
export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const code of locales) {
    const existing = (await service.findByCode(code)) as { id: number; name: string } | null;
    if (!existing) await service.create({ code, name: NAMES[code] }, { isDefault: code === defaultLocale });
    else if (existing.name !== NAMES[code]) await service.update({ id: existing.id }, { name: NAMES[code] });
  }
  if ((await service.getDefaultLocale()) !== defaultLocale) await service.setDefaultLocale({ code: defaultLocale });
}

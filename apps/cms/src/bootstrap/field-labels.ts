import type { Core } from '@strapi/strapi';

type FieldText = { label: string; description?: string };

/** Dutch labels and help texts of the admin's fields, per content type, kept in code. */
const FIELD_TEXTS: Record<string, Record<string, FieldText>> = {
  'api::contact-request.contact-request': {
    partner: { label: 'Bedrijf', description: 'Het bedrijf uit de bedrijvengids aan wie het bericht is gestuurd.' },
    product: { label: 'Product', description: 'Het product op wiens pagina het bericht is verstuurd; leeg als het van de bedrijfspagina kwam.' },
    companyName: { label: 'Naam van het bedrijf', description: 'Zoals het bedrijf heette toen het bericht kwam.' },
    productName: { label: 'Naam van het product' },
    name: { label: 'Naam afzender' },
    company: { label: 'Bedrijf afzender', description: 'Het bedrijf dat de afzender opgaf; niet verplicht.' },
    email: { label: 'E-mailadres afzender', description: 'Antwoorden van het bedrijf gaan naar dit adres.' },
    phone: { label: 'Telefoon afzender' },
    message: { label: 'Bericht' },
    language: { label: 'Taal', description: 'De taal van de pagina waarop het bericht is verstuurd; de kopie aan de afzender is in deze taal.' },
    mailedTo: { label: 'Gemaild naar', description: 'Het e-mailadres van het bedrijf waarheen het bericht is gestuurd.' },
    mailed: { label: 'Verstuurd', description: 'Of de e-mail aan het bedrijf is verstuurd; zo niet, stuur het bericht dan zelf door.' },
  },
};

/**
 * Writes the labels and help texts from code into the content manager's configuration of each
 * type on every start. The configuration service replaces whole top-level keys, so the stored
 * field settings are read and merged; how an editor arranged the lists stays theirs.
 */
export async function ensureFieldLabels(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, fields] of Object.entries(FIELD_TEXTS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const { metadatas } = (await contentTypes.findConfiguration(contentType)) as { metadatas: Record<string, { edit?: object; list?: object }> };
    const merged = Object.fromEntries(
      Object.entries(metadatas).map(([name, meta]) => {
        const text = fields[name];
        if (!text) return [name, meta];
        return [name, { ...meta, edit: { ...meta.edit, label: text.label, description: text.description ?? '' }, list: { ...meta.list, label: text.label } }];
      }),
    );
    await contentTypes.updateConfiguration(contentType, { metadatas: merged });
  }
}

import type { Core } from '@strapi/strapi';

type Texts = { label: string; description?: string; placeholder?: string };
type Configuration = { metadatas?: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }> } & Record<string, unknown>;
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};

const FROM_LEFT = 'meters van de linkerwand van de hal, naar rechts gemeten, zoals de plattegrond haar tekent';
const FROM_TOP = 'meters van de bovenwand van de hal, naar beneden gemeten';

/**
 * Dutch labels and help texts of the exhibitor and floor-plan fields in the admin, by type or
 * component: what each coordinate means is said where an editor types it.
 */
export const FIELD_TEXTS: Record<string, { component?: true; fields: Record<string, Texts> }> = {
  'api::stand.stand': {
    fields: {
      venue: { label: 'Locatie', description: 'De locatie waar deze stand staat.' },
      hall: { label: 'Hal (code)', description: 'De code van de hal, zoals bij de hallen van de locatie ingevuld (bijv. 8). Op de site heet de stand hal.nummer, bijv. 8.B12.', placeholder: '8' },
      number: { label: 'Standnummer', description: 'Uniek binnen de hal, bijv. B12.', placeholder: 'B12' },
      x: { label: 'x (m)', description: `Linkerkant van de stand: ${FROM_LEFT}.` },
      y: { label: 'y (m)', description: `Bovenkant van de stand: ${FROM_TOP}.` },
      width: { label: 'Breedte (m)', description: 'Hoe breed de stand is in meters, van de linkerkant naar rechts (langs x).' },
      depth: { label: 'Diepte (m)', description: 'Hoe diep de stand is in meters, van de bovenkant naar beneden (langs y).' },
      outline: {
        label: 'Vorm (hoekpunten)',
        description: 'Alleen voor een stand die geen rechthoek is: de hoekpunten [[x,y],…] in meters vanaf de linkerbovenhoek van de hal, bijv. [[0,0],[6,0],[6,3],[3,3],[3,6],[0,6]] voor een L. x, y, breedte en diepte worden dan de rechthoek eromheen.',
      },
    },
  },
  'api::exhibitor.exhibitor': {
    fields: {
      event: { label: 'Beurs', description: 'De beurs waarop het bedrijf staat.' },
      partner: { label: 'Bedrijf', description: 'Het bedrijf uit de bedrijvengids. Een bedrijf staat één keer op een beurs.' },
      hall: { label: 'Hal (code)', description: 'De code van een hal van de locatie van de beurs (bijv. 8). Alleen de redactie legt hal en stand vast.', placeholder: '8' },
      stand: { label: 'Standnummer', description: 'Een stand op de plattegrond van die hal, bijv. B12; op de site 8.B12. Op een beurs heeft elke stand één exposant.', placeholder: 'B12' },
      products: { label: 'Producten op de stand', description: 'Producten van dit bedrijf die het op de beurs laat zien. De beheerder van het bedrijf kan ze ook kiezen (als concept).' },
      message: { label: 'Beursbericht', description: 'Wat bezoekers op de stand vinden, in het Nederlands; hoogstens 300 tekens.' },
      messageEn: { label: 'Beursbericht (Engels)', description: 'Hetzelfde in het Engels, voor de Engelse site; hoogstens 300 tekens.' },
    },
  },
  'venue.hall': {
    component: true,
    fields: {
      name: { label: 'Naam', placeholder: 'Hal 8' },
      areaM2: { label: 'Oppervlakte (m²)' },
      theatre: { label: 'Theateropstelling (personen)' },
      banquet: { label: 'Diner (personen)' },
      reception: { label: 'Receptie (personen)' },
      code: { label: 'Code', description: 'Kort, bijv. 8: het begin van elk standnummer in deze hal (8.B12). Nodig voor een plattegrond.', placeholder: '8' },
      width: { label: 'Breedte (m)', description: 'De hal van links naar rechts in meters, zoals de plattegrond haar tekent: x loopt van 0 (linkerwand) tot deze breedte.' },
      depth: { label: 'Diepte (m)', description: 'De hal van boven naar onder in meters: y loopt van 0 (bovenwand) tot deze diepte.' },
      outline: {
        label: 'Omtrek (hoekpunten)',
        description: 'Alleen voor een hal die geen rechthoek is: de hoekpunten [[x,y],…] in meters vanaf de linkerbovenhoek; de breedte en diepte zijn dan de rechthoek eromheen.',
      },
      entrances: { label: 'Ingangen', description: 'De deuren van de hal; een looproute door de hal begint bij een ingang.' },
    },
  },
  'venue.entrance': {
    component: true,
    fields: {
      name: { label: 'Naam', placeholder: 'Hoofdingang' },
      x: { label: 'x (m)', description: `Waar de ingang is: ${FROM_LEFT}; 0 is op de linkerwand.` },
      y: { label: 'y (m)', description: `Waar de ingang is: ${FROM_TOP}; de diepte van de hal is op de onderwand.` },
    },
  },
};

/**
 * Writes the texts into the content manager's configuration of each type, merged into what is
 * stored (the service replaces whole keys): labels and help texts come from code, while the
 * editors' own arrangement of the lists and forms stays theirs.
 */
export async function ensureFieldLabels(strapi: Core.Strapi) {
  const manager = strapi.plugin('content-manager');
  for (const [uid, { component, fields }] of Object.entries(FIELD_TEXTS)) {
    const service = manager.service(component ? 'components' : 'content-types') as ConfigurationService;
    const model = (component ? strapi.components[uid as keyof typeof strapi.components] : strapi.contentType(uid as never)) as { uid: string };
    const configuration = await service.findConfiguration(model);
    const metadatas = { ...configuration.metadatas };
    for (const [field, texts] of Object.entries(fields)) {
      const current = metadatas[field] ?? {};
      metadatas[field] = { ...current, edit: { ...current.edit, ...texts }, list: { ...current.list, label: texts.label } };
    }
    await service.updateConfiguration(model, { ...configuration, metadatas });
  }
}

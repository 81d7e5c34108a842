/** What an editor reads at a field in the admin's forms: its label, and help where the name alone does not say it. */
export type FieldText = {
  label: string;
  description?: string;
  placeholder?: string;
  /** Filled in by the CMS itself (a moderation stamp): shown, not editable. */
  readOnly?: true;
};

export type Fields = Record<string, FieldText>;

/** How the admin shows a content type: its fields, and its list view the first time. */
export type TypeLabels = {
  /** What names a document in lists, relation pickers and the home page's widgets. */
  mainField: string;
  /** The list's columns and order the first time; editors may arrange them after. */
  list?: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  fields: Fields;
};

/** How the admin shows a component: its fields and what names each entry of a repeatable one. */
export type ComponentLabels = { mainField?: string; fields: Fields };

/** Fields every type has, that Strapi adds. */
export const SYSTEM_FIELDS: Fields = {
  id: { label: 'ID' },
  documentId: { label: 'Document-ID' },
  createdAt: { label: 'Aangemaakt op' },
  updatedAt: { label: 'Gewijzigd op' },
  publishedAt: { label: 'Gepubliceerd op' },
  createdBy: { label: 'Aangemaakt door' },
  updatedBy: { label: 'Gewijzigd door' },
  locale: { label: 'Taal' },
  localizations: { label: 'Vertalingen' },
};

/** A slug: the end of the document's address on the site. */
export const slug = (where: string): FieldText => ({
  label: 'Webadres (slug)',
  description: `Het laatste deel van het adres, ${where}. Wordt uit de titel gemaakt: alleen kleine letters, cijfers en streepjes. Verander je het na publicatie, dan verhuist de pagina.`,
});

export const seo: FieldText = { label: 'Zoekmachines en delen', description: 'Titel, omschrijving en afbeelding voor Google en sociale media. Leeg: de titel, de samenvatting en de hoofdafbeelding.' };

export const province: FieldText = { label: 'Provincie' };

export const website: FieldText = { label: 'Website', description: 'Volledig adres, met https://', placeholder: 'https://www.voorbeeld.nl' };

export const language = (whose: string): FieldText => ({ label: 'Taal', description: `De taal van ${whose}: nl of en.` });

/** Where a coordinate on a hall's floor plan counts from, for the help texts of halls, stands and entrances. */
export const FROM_LEFT = 'meters van de linkerwand van de hal, naar rechts gemeten, zoals de plattegrond haar tekent';
export const FROM_TOP = 'meters van de bovenwand van de hal, naar beneden gemeten';

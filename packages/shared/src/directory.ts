/**
 * Company sectors as the CMS stores them (a partner's `sector`, a product's `category`); the
 * words are also the directory's and product guide's URL filter values.
 */
export const sectors = [
  'standbouw',
  'av-techniek',
  'catering',
  'meubilair',
  'tenten',
  'ticketing',
  'beveiliging',
  'evenementenbureau',
  'reisorganisatie',
  'energie',
  'personeel',
  'drukwerk',
] as const;
export type Sector = (typeof sectors)[number];

export const isSector = (value: string): value is Sector => (sectors as readonly string[]).includes(value);

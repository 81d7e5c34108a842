import type { Text } from '../text';

export type PlanRow = {
  name: Text;
  description: Text;
  brand: 'expovisie' | 'conferencematters' | 'combi';
  priceCents: number;
  features: { nl: string[]; en: string[] };
};

export const plans: PlanRow[] = [
  {
    name: { nl: 'Expovisie jaarabonnement', en: 'Expovisie annual subscription' },
    description: { nl: 'Vier nummers per jaar over beurzen, standbouw en live marketing.', en: 'Four issues a year on trade fairs, stand building and live marketing.' },
    brand: 'expovisie',
    priceCents: 4950,
    features: { nl: ['4 nummers per jaar', 'Digitale editie', 'Toegang tot het archief'], en: ['4 issues a year', 'Digital edition', 'Access to the archive'] },
  },
  {
    name: { nl: 'Conferencematters jaarabonnement', en: 'Conferencematters annual subscription' },
    description: { nl: 'Vier nummers per jaar over congressen, locaties en zakelijke reizen.', en: 'Four issues a year on congresses, venues and business travel.' },
    brand: 'conferencematters',
    priceCents: 4950,
    features: { nl: ['4 nummers per jaar', 'Digitale editie', 'Locatiegids'], en: ['4 issues a year', 'Digital edition', 'Venue guide'] },
  },
  {
    name: { nl: 'Combi-abonnement', en: 'Combined subscription' },
    description: { nl: 'Beide magazines voor één prijs, met korting op vakbeurzen van Standplaats.', en: 'Both magazines for one price, with a discount on Standplaats trade fairs.' },
    brand: 'combi',
    priceCents: 7950,
    features: { nl: ['8 nummers per jaar', 'Beide digitale edities', 'Korting op vakbeurzen'], en: ['8 issues a year', 'Both digital editions', 'Discount on trade fairs'] },
  },
];

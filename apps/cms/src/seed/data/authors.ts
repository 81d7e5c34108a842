import type { Text } from '../text';

export type AuthorRow = { key: string; name: string; role: Text; bio: Text };

export const authors: AuthorRow[] = [
  {
    key: 'marieke',
    name: 'Marieke van den Berg',
    role: { nl: 'Hoofdredacteur', en: 'Editor-in-chief' },
    bio: {
      nl: 'Marieke schrijft al twintig jaar over de beurs- en evenementenbranche en leidt de redactie van Standplaats.',
      en: 'Marieke has written about the trade-fair and events industry for twenty years and leads the Standplaats newsroom.',
    },
  },
  {
    key: 'joost',
    name: 'Joost Hendriks',
    role: { nl: 'Verslaggever beurzen', en: 'Trade-fair reporter' },
    bio: {
      nl: 'Joost loopt elke grote vakbeurs af en weet welke standbouwer wat bouwt.',
      en: 'Joost walks every major trade fair and knows which stand builder is building what.',
    },
  },
  {
    key: 'fatima',
    name: 'Fatima el Amrani',
    role: { nl: 'Verslaggever congressen', en: 'Congress reporter' },
    bio: {
      nl: 'Fatima volgt de congresmarkt, van medische congressen tot bedrijfsbijeenkomsten.',
      en: 'Fatima follows the congress market, from medical congresses to corporate meetings.',
    },
  },
  {
    key: 'sander',
    name: 'Sander de Wit',
    role: { nl: 'Redacteur festivals en sport', en: 'Festivals and sports editor' },
    bio: {
      nl: 'Sander schrijft over festivals, sportevenementen en alles wat buiten gebeurt.',
      en: 'Sander writes about festivals, sports events and everything that happens outdoors.',
    },
  },
  {
    key: 'lotte',
    name: 'Lotte Jansen',
    role: { nl: 'Redacteur duurzaamheid', en: 'Sustainability editor' },
    bio: {
      nl: 'Lotte onderzoekt hoe de branche haar CO2-uitstoot en afval terugdringt.',
      en: 'Lotte investigates how the industry is cutting its carbon emissions and waste.',
    },
  },
  {
    key: 'daan',
    name: 'Daan Visser',
    role: { nl: 'Data- en onderzoeksredacteur', en: 'Data and research editor' },
    bio: {
      nl: 'Daan duikt in cijfers over bezoekers, vierkante meters en omzet.',
      en: 'Daan digs into figures on visitors, square metres and turnover.',
    },
  },
];

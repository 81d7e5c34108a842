import type { Text } from '../text';

// Tags have the same key in both languages; the slug follows the name of each locale.
export const tags: { key: string; name: Text }[] = [
  { key: 'beurzen', name: { nl: 'Beurzen', en: 'Trade fairs' } },
  { key: 'congressen', name: { nl: 'Congressen', en: 'Congresses' } },
  { key: 'festivals', name: { nl: 'Festivals', en: 'Festivals' } },
  { key: 'duurzaamheid', name: { nl: 'Duurzaamheid', en: 'Sustainability' } },
  { key: 'standbouw', name: { nl: 'Standbouw', en: 'Stand building' } },
  { key: 'locaties', name: { nl: 'Locaties', en: 'Venues' } },
  { key: 'techniek', name: { nl: 'Techniek', en: 'Technology' } },
  { key: 'arbeidsmarkt', name: { nl: 'Arbeidsmarkt', en: 'Labour market' } },
  { key: 'incentives', name: { nl: 'Incentives', en: 'Incentives' } },
  { key: 'sport', name: { nl: 'Sportevenementen', en: 'Sports events' } },
  { key: 'catering', name: { nl: 'Catering', en: 'Catering' } },
  { key: 'veiligheid', name: { nl: 'Veiligheid', en: 'Safety' } },
  { key: 'marketing', name: { nl: 'Live marketing', en: 'Live marketing' } },
  { key: 'beleid', name: { nl: 'Beleid en regelgeving', en: 'Policy and regulation' } },
  { key: 'hybride', name: { nl: 'Hybride events', en: 'Hybrid events' } },
  { key: 'onderzoek', name: { nl: 'Onderzoek', en: 'Research' } },
];

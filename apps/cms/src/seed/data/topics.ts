import type { Text } from '../text';
import type { EventKind } from './events';
import type { PartnerCategory } from './partners';

/** Explore topics; their curated articles, events and partners are picked by tag, kind and category. */
export type TopicRow = { title: Text; intro: Text; tags: string[]; kinds: EventKind[]; categories: PartnerCategory[] };

export const topics: TopicRow[] = [
  {
    title: { nl: 'Duurzaam organiseren', en: 'Sustainable events' },
    intro: { nl: 'Minder afval, schone energie en slim vervoer: zo maak je een evenement duurzaam.', en: 'Less waste, clean energy and smart transport: how to make an event sustainable.' },
    tags: ['duurzaamheid'],
    kinds: ['congres', 'festival'],
    categories: ['energie', 'standbouw'],
  },
  {
    title: { nl: 'Beurzen en standbouw', en: 'Trade fairs and stand building' },
    intro: { nl: 'Alles over exposeren: van de keuze voor een beurs tot een stand die opvalt.', en: 'All about exhibiting: from choosing a fair to a stand that stands out.' },
    tags: ['beurzen', 'standbouw'],
    kinds: ['beurs'],
    categories: ['standbouw', 'drukwerk', 'meubilair'],
  },
  {
    title: { nl: 'Festivals en buitenevenementen', en: 'Festivals and outdoor events' },
    intro: { nl: 'Vergunningen, veiligheid en infrastructuur voor evenementen in de open lucht.', en: 'Permits, safety and infrastructure for open-air events.' },
    tags: ['festivals', 'veiligheid'],
    kinds: ['festival', 'sportevenement'],
    categories: ['tenten', 'beveiliging', 'energie'],
  },
  {
    title: { nl: 'Zakelijke reizen en incentives', en: 'Business travel and incentives' },
    intro: { nl: 'Incentives en congresreizen die iets betekenen, steeds vaker met de trein.', en: 'Incentives and congress trips that mean something, more and more often by train.' },
    tags: ['incentives'],
    kinds: ['incentive-travel', 'company-event'],
    categories: ['reisorganisatie', 'evenementenbureau'],
  },
];

import type { Text } from '../text';

export type MagazineRow = {
  brand: 'expovisie' | 'conferencematters';
  issueNumber: number;
  daysAgo: number;
  theme: Text;
  contents: { nl: string[]; en?: string[] };
};

const readingHosts = { expovisie: 'https://www.expovisie.nl/magazine', conferencematters: 'https://www.conferencematters.nl/magazine' };
export const readingUrl = (row: MagazineRow) => `${readingHosts[row.brand]}/${row.issueNumber}`;

export const brandNames = { expovisie: 'Expovisie', conferencematters: 'Conferencematters' };

export const magazines: MagazineRow[] = [
  { brand: 'expovisie', issueNumber: 88, daysAgo: 10, theme: { nl: 'De beurs van morgen', en: 'Tomorrow’s trade fair' }, contents: { nl: ['De beursvloer groeit weer', 'Stand van het jaar', 'Tien vragen aan een beursdirecteur'], en: ['The show floor grows again', 'Stand of the year', 'Ten questions for a trade-fair director'] } },
  { brand: 'conferencematters', issueNumber: 54, daysAgo: 40, theme: { nl: 'Congressen in de regio', en: 'Regional congresses' }, contents: { nl: ['Groningen en Maastricht in de lift', 'Hybride zonder hoofdpijn', 'Het congresbureau als makelaar'], en: ['Groningen and Maastricht on the rise', 'Hybrid without the headache', 'The convention bureau as broker'] } },
  { brand: 'expovisie', issueNumber: 87, daysAgo: 100, theme: { nl: 'Duurzaam standbouwen', en: 'Sustainable stand building' }, contents: { nl: ['Karton, hout of aluminium?', 'Wat een stand echt uitstoot', 'Hergebruik in de praktijk'], en: ['Cardboard, wood or aluminium?', 'What a stand really emits', 'Reuse in practice'] } },
  { brand: 'conferencematters', issueNumber: 53, daysAgo: 130, theme: { nl: 'De deelnemer centraal', en: 'Putting delegates first' }, contents: { nl: ['Meer pauze, minder sessies', 'Registratie zonder wachtrij', 'Eten dat energie geeft'], en: ['More breaks, fewer sessions', 'Registration without queues', 'Food that gives energy'] } },
  { brand: 'expovisie', issueNumber: 86, daysAgo: 190, theme: { nl: 'Techniek op de beursvloer', en: 'Technology on the show floor' }, contents: { nl: ['Ledwanden overal', 'De app die niemand downloadt', 'Leadscanning na de cookiewet'], en: ['LED walls everywhere', 'The app nobody downloads', 'Lead scanning after the cookie law'] } },
  { brand: 'conferencematters', issueNumber: 52, daysAgo: 220, theme: { nl: 'Incentives en reizen' }, contents: { nl: ['Met de trein naar het congres', 'Incentives met betekenis', 'Hotels vol op dinsdag'] } },
  { brand: 'expovisie', issueNumber: 85, daysAgo: 280, theme: { nl: 'Mensen maken de beurs', en: 'People make the fair' }, contents: { nl: ['Personeelstekort in de standbouw', 'De opbouwnacht', 'Hosts die het verschil maken'], en: ['Staff shortages in stand building', 'The build-up night', 'Hosts who make the difference'] } },
  { brand: 'conferencematters', issueNumber: 51, daysAgo: 310, theme: { nl: 'Veilig samenkomen', en: 'Meeting safely' }, contents: { nl: ['Crowd management voor congressen', 'De nieuwe richtlijn uitgelegd', 'Oefenen met de hulpdiensten'], en: ['Crowd management for congresses', 'The new guideline explained', 'Drills with the emergency services'] } },
];

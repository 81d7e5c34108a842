import type { Text } from '../text';

type EmploymentType = 'vast' | 'tijdelijk' | 'freelance' | 'stage' | 'bijbaan';

/**
 * Job vacancies. `status` is the vacancy's own review state; pending ones are not approved yet and
 * stay drafts, expired ones are past their `validThrough`, filled ones were taken off the board.
 */
export type VacancyRow = {
  title: Text;
  partner: string;
  type: EmploymentType;
  hours: number;
  salary?: [number, number];
  status?: 'pending' | 'expired' | 'filled';
  /** The function area, when the company's trade does not say it (an account manager at a stand builder). */
  area?: string;
  /** Work from anywhere in the Netherlands. */
  remote?: boolean;
  intro: Text;
};

const t = (nl: string, en?: string): Text => ({ nl, en });

export const vacancies: VacancyRow[] = [
  { title: t('Projectleider standbouw', 'Stand-building project manager'), partner: 'De Vries Standbouw', type: 'vast', hours: 40, salary: [3800, 5200], intro: t('Je leidt standbouwprojecten van offerte tot afbouw en bent het aanspreekpunt voor exposanten.', 'You run stand-building projects from quote to take-down and are the exhibitors’ point of contact.') },
  { title: t('Monteur standbouw', 'Stand-building fitter'), partner: 'De Vries Standbouw', type: 'vast', hours: 40, salary: [2600, 3300], intro: t('Je bouwt standen op en af in binnen- en buitenland, samen met een vast team.', 'You build and take down stands at home and abroad, with a permanent team.') },
  { title: t('Technicus licht en geluid', 'Lighting and sound technician'), partner: 'Lumen Eventtechniek', type: 'vast', hours: 38, salary: [2900, 3800], intro: t('Je zorgt voor licht en geluid bij congressen en bedrijfsevenementen.', 'You take care of lighting and sound at congresses and corporate events.') },
  { title: t('Stagiair evenementenorganisatie', 'Event management intern'), partner: 'Bureau Binnenstebuiten', type: 'stage', hours: 36, intro: t('Je loopt vijf maanden mee met de producers van onze brand events.', 'You spend five months working alongside the producers of our brand events.') },
  { title: t('Accountmanager beurzen', 'Trade-fair account manager'), partner: 'Modulo Expo Systems', area: 'sales-marketing', type: 'vast', hours: 40, salary: [3500, 4700], intro: t('Je verkoopt modulaire standsystemen aan exposanten en bureaus.', 'You sell modular stand systems to exhibitors and agencies.') },
  { title: t('Kok evenementencatering', 'Event catering chef'), partner: 'Smaakmakers Catering', type: 'vast', hours: 36, salary: [2700, 3400], intro: t('Je kookt plantaardige menu’s voor congressen en bedrijfsfeesten.', 'You cook plant-based menus for congresses and company parties.') },
  { title: t('Bedieningsmedewerker weekend', 'Weekend waiting staff'), partner: 'Het Buffet', type: 'bijbaan', hours: 12, intro: t('Je werkt in het weekend op festivals en bedrijfsfeesten.', 'You work at festivals and company parties at weekends.') },
  { title: t('Livestream-regisseur', 'Livestream director'), partner: 'StreamStudio Noord', type: 'freelance', hours: 24, intro: t('Je regisseert livestreams en hybride congressen vanuit onze regiewagen.', 'You direct livestreams and hybrid congresses from our production truck.') },
  { title: t('Planner verhuur', 'Rental planner'), partner: 'Zitkomfort Verhuur', type: 'vast', hours: 32, salary: [2800, 3500], intro: t('Je plant leveringen en ophalingen van meubilair voor evenementen.', 'You plan deliveries and collections of furniture for events.') },
  { title: t('Tentenbouwer', 'Tent builder'), partner: 'Tentenbouw Overijssel', type: 'tijdelijk', hours: 40, salary: [2500, 3000], status: 'filled', intro: t('Je bouwt in het festivalseizoen tenten en paviljoens door heel Nederland.', 'During the festival season you build tents and pavilions throughout the Netherlands.') },
  { title: t('Developer registratieplatform', 'Registration platform developer'), partner: 'TicketFlow', remote: true, type: 'vast', hours: 40, salary: [4200, 6000], intro: t('Je bouwt mee aan ons platform voor registratie en toegangscontrole.', 'You help build our platform for registration and access control.') },
  { title: t('Beveiliger evenementen', 'Event security officer'), partner: 'Veilig Evenement', type: 'tijdelijk', hours: 24, salary: [2400, 2800], intro: t('Je zorgt voor een veilige toegang en rustige sfeer op evenementen.', 'You ensure safe access and a calm atmosphere at events.') },
  { title: t('Congresmanager', 'Congress manager'), partner: 'Congreswerk', type: 'vast', hours: 36, salary: [4000, 5400], intro: t('Je organiseert internationale medische congressen van begin tot eind.', 'You organise international medical congresses from start to finish.') },
  { title: t('Producer bedrijfsevenementen', 'Corporate events producer'), partner: 'Feestfabriek', type: 'vast', hours: 40, salary: [3200, 4200], intro: t('Je vertaalt ideeën naar een draaiboek en staat op de dag zelf aan het roer.', 'You turn ideas into a run sheet and are in charge on the day itself.') },
  { title: t('Reisbegeleider incentives', 'Incentive tour leader'), partner: 'Spoorwijs Incentives', type: 'freelance', hours: 20, intro: t('Je begeleidt groepen op treinreizen door Europa.', 'You accompany groups on train journeys through Europe.') },
  { title: t('Energieadviseur evenementen', 'Event energy consultant'), partner: 'Stroomvast', type: 'vast', hours: 40, salary: [3600, 4800], intro: t('Je berekent energieplannen voor festivals en begeleidt de uitvoering.', 'You calculate energy plans for festivals and oversee their delivery.') },
  { title: t('Stagehand op oproepbasis'), partner: 'Crew Collectief', type: 'bijbaan', hours: 16, intro: t('Je helpt bij op- en afbouw van podia, decors en standen.') },
  { title: t('Gastvrouw of gastheer beurzen'), partner: 'Hostess & Co', type: 'bijbaan', hours: 16, intro: t('Je ontvangt bezoekers op beurzen en congressen.') },
  { title: t('Grafisch vormgever drukwerk', 'Print graphic designer'), partner: 'Drukkerij Beursklaar', type: 'vast', hours: 32, salary: [3000, 3900], intro: t('Je maakt printbestanden voor textielframes, banners en bewegwijzering.', 'You prepare print files for textile frames, banners and signage.') },
  { title: t('Hovenier evenementendecor', 'Event set gardener'), partner: 'Groen Decor', type: 'vast', hours: 36, salary: [2600, 3200], intro: t('Je verzorgt planten en groene wanden voor standen en evenementen.', 'You look after plants and green walls for stands and events.') },
  { title: t('Marketeer live communicatie', 'Live communication marketer'), partner: 'Bureau Binnenstebuiten', area: 'sales-marketing', type: 'vast', hours: 36, salary: [3400, 4400], status: 'pending', intro: t('Je bedenkt campagnes rond de brand events van onze klanten.', 'You devise campaigns around our clients’ brand events.') },
  { title: t('Magazijnmedewerker', 'Warehouse operative'), partner: 'Beeldwand BV', type: 'tijdelijk', hours: 40, salary: [2300, 2700], status: 'pending', intro: t('Je test, pakt en laadt schermen en techniek voor verhuur.', 'You test, pack and load screens and equipment for rental.') },
  { title: t('Sales support ticketing'), partner: 'BadgePrint Direct', type: 'vast', hours: 32, salary: [2700, 3300], status: 'pending', intro: t('Je ondersteunt klanten bij het instellen van hun registratie.') },
  { title: t('Zomerkracht festivalcatering', 'Summer festival catering staff'), partner: 'Het Buffet', type: 'tijdelijk', hours: 32, salary: [2200, 2500], status: 'expired', intro: t('Je werkt de hele zomer in onze foodtrucks op festivals.', 'You work in our food trucks at festivals all summer.') },
  { title: t('Verkeersregelaar', 'Traffic controller'), partner: 'Crowd Control Limburg', type: 'bijbaan', hours: 12, status: 'expired', intro: t('Je regelt verkeer bij sportevenementen en festivals.', 'You direct traffic at sports events and festivals.') },
];

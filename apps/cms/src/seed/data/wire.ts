import type { Text } from '../text';

/**
 * The live wire, newest first: short items in the tone of a trade news ticker. `url` is a site
 * path (without locale prefix) or an external URL; about half have an English version.
 */
export type WireRow = { text: Text; url?: string };

const w = (nl: string, en?: string, url?: string): WireRow => ({ text: { nl, en }, url });

export const wire: WireRow[] = [
  w('Jaarbeurs meldt 9.200 voorregistraties voor de Vakbeurs Evenementenbranche, een kwart meer dan vorig jaar.', 'Jaarbeurs reports 9,200 pre-registrations for the Events Industry Trade Fair, a quarter more than last year.', '/kalender/vakbeurs-evenementenbranche'),
  w('Beursvloer groeit weer: organisatoren verhuurden acht procent meer vierkante meters. Het hele verhaal op Standplaats.', 'Trade-fair floor space grows again: organisers let eight per cent more square metres. The full story on Standplaats.', '/nieuws/beursvloer-groeit-weer-in-2026'),
  w('Gemeente Utrecht verruimt de eindtijd voor buitenevenementen in het Griftpark tot 23.00 uur.'),
  w('RAI Amsterdam test deze week een registratiebalie zonder papier: badges komen uit de telefoon.', 'RAI Amsterdam is testing a paperless registration desk this week: badges come from the phone.'),
  w('Stroomvast levert twintig mobiele batterijen aan een driedaags festival in Flevoland; de aggregaten blijven thuis.'),
  w('Brancheorganisaties openen de inschrijving voor de opleiding standbouw voor zij-instromers. Eerste lichting start in het voorjaar.', 'Industry associations open enrolment for the stand-building course for career changers. The first intake starts in spring.', '/nieuws/standbouwers-zoeken-vakmensen'),
  w('Ahoy Rotterdam haalt een internationaal tandartsencongres binnen met naar verwachting 6.000 deelnemers.'),
  w('Expovisie verschijnt volgende week met een special over duurzame standbouw.', 'Expovisie’s next issue, out next week, has a special on sustainable stand building.', 'https://www.expovisie.nl/'),
  w('Crowd Control Limburg zoekt veertig verkeersregelaars voor de Marathon Eindhoven.', undefined, '/kalender/marathon-eindhoven'),
  w('Congrescentra melden meer boekingen op dinsdag en woensdag; de vrijdag blijft achter.', 'Conference centres report more bookings on Tuesdays and Wednesdays; Friday lags behind.'),
  w('Smaakmakers Catering serveert op drie beurzen dit najaar alleen nog plantaardige lunches.'),
  w('Incentive-reizen per trein: Spoorwijs Incentives verdubbelt het aantal groepsreizen naar Milaan.', 'Incentive trips by train: Spoorwijs Incentives doubles its group journeys to Milan.', '/nieuws/incentive-reizen-dichter-bij-huis'),
  w('MECC Maastricht vervangt de verlichting in alle hallen door ledarmaturen; de besparing is 40 procent.'),
  w('Hybride blijft: een op de drie congressen heeft ook een online programma.', 'Hybrid is here to stay: one in three congresses also has an online programme.', '/nieuws/hybride-evenementen-blijven-populair'),
  w('TicketFlow koppelt toegangscontrole aan het openbaar vervoer: wie met de trein komt, krijgt voorrang bij de ingang.'),
  w('Festivalseizoen begint met een recordaantal vergunningen, vooral voor kleinere meerdaagse festivals.', undefined, '/nieuws/festivalseizoen-begint-met-recordaantal-vergunningen'),
  w('De Vries Standbouw neemt een tweede werkplaats in Nieuwegein in gebruik.', 'De Vries Standbouw opens a second workshop in Nieuwegein.'),
  w('World Forum Den Haag maakt de programmering voor het najaar bekend: vier diplomatieke topontmoetingen.'),
  w('Kartonnen Kracht levert de complete paviljoeninrichting voor een designbeurs in Eindhoven.', 'Kartonnen Kracht supplies the complete pavilion fit-out for a design fair in Eindhoven.'),
  w('Congres Gastvrijheid maakt de eerste sprekers bekend, onder wie twee hoteldirecteuren uit Amsterdam.', undefined, '/kalender/congres-gastvrijheid'),
  w('Beeldwand BV zet de grootste ledwand van het land neer op een bedrijfsevenement in Brabant.', 'Beeldwand BV installs the country’s largest LED wall at a corporate event in Brabant.'),
  w('Evenementenbureaus zien de vraag naar personeelsfeesten stijgen, vooral in december.'),
  w('Noordzee Events organiseert een congresdiner op het strand van Vlissingen, met tent en vloerverwarming.', 'Noordzee Events is hosting a congress dinner on the beach at Vlissingen, with a tent and underfloor heating.'),
  w('Nieuwe richtlijn voor crowd management verschijnt in de zomer; de branche mag tot mei reageren.'),
  w('Lumen Eventtechniek neemt twaalf stagiairs aan voor het congresseizoen.', 'Lumen Eventtechniek takes on twelve interns for the congress season.'),
  w('Martiniplaza Groningen meldt een volle agenda tot en met maart.'),
  w('Congrescentra investeren in zonnepanelen en warmtepompen; vijf van de tien grootste draaien op eigen stroom.', 'Conference centres invest in solar panels and heat pumps; five of the ten largest run on their own power.', '/nieuws/congrescentra-investeren-in-duurzame-energie'),
  w('Zitkomfort Verhuur breidt uit met een vestiging in Zwolle.'),
  w('Brancheavond Live Communicatie in Ahoy is uitverkocht; er komt een wachtlijst.', 'The Live Communication Industry Evening at Ahoy is sold out; there is a waiting list.', '/kalender/brancheavond-live-communicatie'),
  w('Goedemorgen vanaf de redactie: vandaag op de wire het laatste nieuws van beurzen, congressen en festivals.', 'Good morning from the newsroom: today on the wire the latest from trade fairs, congresses and festivals.'),
];

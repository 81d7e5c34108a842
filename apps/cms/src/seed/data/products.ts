import type { Text } from '../text';
import type { PartnerCategory } from './partners';

type Spec = [name: Text, value: Text];
export type ProductTemplate = { name: Text; description: Text; specs: Spec[] };

const t = (nl: string, en: string): Text => ({ nl, en });
const same = (value: string): Text => ({ nl: value, en: value });

/** A partner's products come from the templates of its first category. */
export const productTemplates: Record<PartnerCategory, ProductTemplate[]> = {
  standbouw: [
    { name: t('Modulaire beursstand 3×3 m', 'Modular exhibition stand 3×3 m'), description: t('Complete stand met wanden, verlichting en balie, binnen vier uur opgebouwd.', 'Complete stand with walls, lighting and counter, built in four hours.'), specs: [[t('Afmeting', 'Size'), same('3 × 3 m')], [t('Opbouwtijd', 'Build-up time'), t('4 uur', '4 hours')]] },
    { name: t('Eilandstand op maat', 'Custom island stand'), description: t('Vrijstaande stand naar eigen ontwerp, met opslag en vergaderruimte.', 'Free-standing stand to your own design, with storage and meeting room.'), specs: [[t('Afmeting', 'Size'), t('vanaf 36 m²', 'from 36 m²')], [t('Materiaal', 'Material'), t('hout en textiel', 'wood and textile')]] },
    { name: t('Balie met ledverlichting', 'Counter with LED lighting'), description: t('Ontvangstbalie met afsluitbare kast en bedrukbare voorkant.', 'Reception counter with lockable cupboard and printable front.'), specs: [[t('Breedte', 'Width'), same('120 cm')], [t('Stroom', 'Power'), same('230 V')]] },
    { name: t('Herbruikbare wandsystemen', 'Reusable wall systems'), description: t('Aluminium frames met textielprints die je elk jaar opnieuw inzet.', 'Aluminium frames with textile prints you use again every year.'), specs: [[t('Hoogte', 'Height'), same('250 cm')], [t('Levensduur', 'Lifespan'), t('10 jaar', '10 years')]] },
  ],
  'av-techniek': [
    { name: t('LED-wall 4×2,5 m', 'LED wall 4×2.5 m'), description: t('Ledwand met 2,6 mm pitch, inclusief mediaserver en technicus.', 'LED wall with 2.6 mm pitch, including media server and technician.'), specs: [[t('Pixelpitch', 'Pixel pitch'), same('2,6 mm')], [t('Helderheid', 'Brightness'), same('1.200 nits')]] },
    { name: t('Draadloze microfoonset', 'Wireless microphone set'), description: t('Zes headsets en twee handmicrofoons met digitale ontvanger.', 'Six headsets and two handheld microphones with digital receiver.'), specs: [[t('Kanalen', 'Channels'), same('8')], [t('Bereik', 'Range'), same('100 m')]] },
    { name: t('Livestreampakket', 'Livestream package'), description: t('Drie camera’s, regie en een eigen stream-pagina voor online deelnemers.', 'Three cameras, direction and a stream page for online delegates.'), specs: [[t('Camera’s', 'Cameras'), same('3')], [t('Resolutie', 'Resolution'), same('1080p')]] },
    { name: t('Laserbeamer 20.000 lumen', 'Laser projector 20,000 lumens'), description: t('Stille laserprojector voor grote zalen, met lenzen voor elke afstand.', 'Quiet laser projector for large halls, with lenses for every distance.'), specs: [[t('Lichtopbrengst', 'Brightness'), same('20.000 lumen')], [t('Resolutie', 'Resolution'), same('WUXGA')]] },
  ],
  catering: [
    { name: t('Walking dinner plantaardig', 'Plant-based walking dinner'), description: t('Vijf gangen in kleine porties, geserveerd tussen de gasten.', 'Five courses in small portions, served among the guests.'), specs: [[t('Gangen', 'Courses'), same('5')], [t('Minimaal', 'Minimum'), t('50 personen', '50 guests')]] },
    { name: t('Koffiebar op de stand', 'Coffee bar on the stand'), description: t('Barista met espressomachine en koffie van duurzame teelt.', 'Barista with espresso machine and sustainably grown coffee.'), specs: [[t('Kopjes per uur', 'Cups per hour'), same('120')], [t('Stroom', 'Power'), same('16 A')]] },
    { name: t('Lunchbox congres', 'Congress lunch box'), description: t('Lunch in een herbruikbare box, met vegetarische en vegan opties.', 'Lunch in a reusable box, with vegetarian and vegan options.'), specs: [[t('Inhoud', 'Contents'), t('broodje, salade, fruit', 'sandwich, salad, fruit')], [t('Dieetwensen', 'Diets'), t('op aanvraag', 'on request')]] },
    { name: t('Foodtruckplein', 'Food truck square'), description: t('Vier foodtrucks met wisselende keukens voor festivals en bedrijfsdagen.', 'Four food trucks with varying cuisines for festivals and company days.'), specs: [[t('Trucks', 'Trucks'), same('4')], [t('Capaciteit', 'Capacity'), t('tot 1.500 gasten', 'up to 1,500 guests')]] },
  ],
  meubilair: [
    { name: t('Loungeset Velvet', 'Velvet lounge set'), description: t('Bank, twee fauteuils en salontafel in fluweel, in zes kleuren.', 'Sofa, two armchairs and coffee table in velvet, in six colours.'), specs: [[t('Zitplaatsen', 'Seats'), same('4')], [t('Kleuren', 'Colours'), same('6')]] },
    { name: t('Statafel met hoes', 'Standing table with cover'), description: t('Klassieke statafel met stretchhoes in huisstijlkleur.', 'Classic standing table with stretch cover in your brand colour.'), specs: [[t('Hoogte', 'Height'), same('110 cm')], [t('Blad', 'Top'), same('Ø 80 cm')]] },
    { name: t('Congresstoel stapelbaar', 'Stackable congress chair'), description: t('Comfortabele stoel die je in rijen koppelt, tot tien hoog stapelbaar.', 'Comfortable chair that links in rows and stacks up to ten high.'), specs: [[t('Stapelbaar', 'Stackable'), same('10')], [t('Koppelbaar', 'Linkable'), t('ja', 'yes')]] },
    { name: t('Podiumdelen 2×1 m', 'Stage decks 2×1 m'), description: t('Podiumdelen met poten in vier hoogtes en trap.', 'Stage decks with legs in four heights and steps.'), specs: [[t('Afmeting', 'Size'), same('2 × 1 m')], [t('Belasting', 'Load'), same('750 kg/m²')]] },
  ],
  tenten: [
    { name: t('Paviljoen 10×20 m', 'Pavilion 10×20 m'), description: t('Aluminium paviljoen met vloer, zijwanden en verlichting.', 'Aluminium pavilion with floor, side walls and lighting.'), specs: [[t('Oppervlakte', 'Area'), same('200 m²')], [t('Nokhoogte', 'Ridge height'), same('5,2 m')]] },
    { name: t('Stretchtent 15×10 m', 'Stretch tent 15×10 m'), description: t('Vrij te vormen stretchtent, waterdicht en brandvertragend.', 'Freely shaped stretch tent, waterproof and flame retardant.'), specs: [[t('Oppervlakte', 'Area'), same('150 m²')], [t('Certificaat', 'Certificate'), same('B1')]] },
    { name: t('Tentverwarming elektrisch', 'Electric tent heating'), description: t('Elektrische heaters zonder uitstoot, geschikt voor batterijstroom.', 'Electric heaters without emissions, suitable for battery power.'), specs: [[t('Vermogen', 'Output'), same('9 kW')], [t('Aansluiting', 'Connection'), same('32 A')]] },
  ],
  ticketing: [
    { name: t('Registratieplatform', 'Registration platform'), description: t('Online registratie met eigen huisstijl, betalingen en e-mails.', 'Online registration in your own branding, with payments and e-mails.'), specs: [[t('Talen', 'Languages'), same('NL, EN, DE')], [t('Koppelingen', 'Integrations'), same('CRM, API')]] },
    { name: t('Scanzuilen met QR', 'QR scanning gates'), description: t('Toegangszuilen die duizend bezoekers per uur verwerken.', 'Access gates that process a thousand visitors per hour.'), specs: [[t('Doorvoer', 'Throughput'), t('1.000 per uur', '1,000 per hour')], [t('Offline', 'Offline'), t('ja', 'yes')]] },
    { name: t('Badgeprinter on site', 'On-site badge printer'), description: t('Badges printen bij aankomst, met naam, bedrijf en QR-code.', 'Print badges on arrival, with name, company and QR code.'), specs: [[t('Snelheid', 'Speed'), t('8 seconden per badge', '8 seconds per badge')], [t('Formaat', 'Format'), same('A6')]] },
  ],
  beveiliging: [
    { name: t('Crowd management plan', 'Crowd management plan'), description: t('Risicoanalyse en draaiboek voor de vergunningaanvraag.', 'Risk assessment and plan for the permit application.'), specs: [[t('Levertijd', 'Delivery'), t('2 weken', '2 weeks')], [t('Inclusief', 'Includes'), t('overleg met gemeente', 'talks with the municipality')]] },
    { name: t('Evenementenbeveiliging per uur', 'Event security per hour'), description: t('Gecertificeerde beveiligers voor toegang, podium en backstage.', 'Certified security staff for entrance, stage and backstage.'), specs: [[t('Certificaat', 'Certificate'), same('Beveiliger 2')], [t('Minimaal', 'Minimum'), t('4 uur', '4 hours')]] },
    { name: t('Dranghekken en mojo-barrier', 'Crowd barriers and mojo barrier'), description: t('Hekwerk voor wachtrijen en een podiumbarrière, inclusief plaatsing.', 'Fencing for queues and a stage barrier, including installation.'), specs: [[t('Lengte', 'Length'), t('per 2,5 m', 'per 2.5 m')], [t('Plaatsing', 'Installation'), t('inbegrepen', 'included')]] },
  ],
  evenementenbureau: [
    { name: t('Concept en creatie', 'Concept and creation'), description: t('Van briefing tot draaiboek: een concept dat past bij je merk en doel.', 'From briefing to run sheet: a concept that fits your brand and goal.'), specs: [[t('Doorlooptijd', 'Lead time'), t('4 tot 8 weken', '4 to 8 weeks')], [t('Team', 'Team'), t('creatief en productie', 'creative and production')]] },
    { name: t('Congresorganisatie compleet', 'Full congress organisation'), description: t('Programma, sprekers, registratie en abstractbeheer uit één hand.', 'Programme, speakers, registration and abstract handling from a single source.'), specs: [[t('Deelnemers', 'Delegates'), t('100 tot 5.000', '100 to 5,000')], [t('Abstracts', 'Abstracts'), t('online beoordeling', 'online review')]] },
    { name: t('Personeelsdag op maat', 'Custom staff day'), description: t('Een dag vol activiteiten, eten en muziek voor het hele team.', 'A day full of activities, food and music for the whole team.'), specs: [[t('Groepsgrootte', 'Group size'), t('vanaf 40', 'from 40')], [t('Locatie', 'Venue'), t('in overleg', 'by arrangement')]] },
    { name: t('Productlancering', 'Product launch'), description: t('Een lancering met show, pers en content voor sociale media.', 'A launch with a show, press and social media content.'), specs: [[t('Formats', 'Formats'), t('live en hybride', 'live and hybrid')], [t('Content', 'Content'), t('foto en video', 'photo and video')]] },
  ],
  reisorganisatie: [
    { name: t('Treinincentive Parijs', 'Train incentive to Paris'), description: t('Drie dagen Parijs per hogesnelheidstrein, met programma en hotel.', 'Three days in Paris by high-speed train, with programme and hotel.'), specs: [[t('Duur', 'Duration'), t('3 dagen', '3 days')], [t('Reistijd', 'Travel time'), t('3 uur 20', '3 h 20')]] },
    { name: t('Congresreis Lissabon', 'Congress trip to Lisbon'), description: t('Groepsreis naar een internationaal congres, inclusief transfers.', 'Group trip to an international congress, including transfers.'), specs: [[t('Groep', 'Group'), t('vanaf 15 personen', 'from 15 people')], [t('Hotel', 'Hotel'), same('4*')]] },
    { name: t('Nachttrein naar de Alpen', 'Night train to the Alps'), description: t('Incentive met slaaprijtuig, skidagen en een gezamenlijk diner.', 'Incentive with sleeper car, days of skiing and a group dinner.'), specs: [[t('Duur', 'Duration'), t('5 dagen', '5 days')], [t('CO2', 'CO2'), t('80% minder dan vliegen', '80% less than flying')]] },
  ],
  energie: [
    { name: t('Mobiele batterij 250 kWh', 'Mobile battery 250 kWh'), description: t('Stille accu voor podia, catering en verlichting, aangevuld met zonnestroom.', 'Silent battery for stages, catering and lighting, topped up with solar power.'), specs: [[t('Capaciteit', 'Capacity'), same('250 kWh')], [t('Vermogen', 'Output'), same('120 kVA')]] },
    { name: t('Aggregaat 100 kVA op HVO', 'Generator 100 kVA on HVO'), description: t('Geluidsgedempt aggregaat dat op HVO-biodiesel draait.', 'Sound-proofed generator running on HVO biodiesel.'), specs: [[t('Vermogen', 'Output'), same('100 kVA')], [t('Brandstof', 'Fuel'), same('HVO100')]] },
    { name: t('Energieplan voor festivals', 'Festival energy plan'), description: t('Berekening van verbruik en de slimste mix van net, batterij en aggregaat.', 'Calculation of consumption and the smartest mix of grid, battery and generator.'), specs: [[t('Levertijd', 'Delivery'), t('3 weken', '3 weeks')], [t('Inclusief', 'Includes'), t('meetrapport', 'metering report')]] },
  ],
  personeel: [
    { name: t('Opbouwcrew', 'Build-up crew'), description: t('Ervaren stagehands voor op- en afbouw, ook ’s nachts.', 'Experienced stagehands for build-up and take-down, at night too.'), specs: [[t('Minimaal', 'Minimum'), t('4 uur', '4 hours')], [t('VCA', 'VCA'), t('ja', 'yes')]] },
    { name: t('Hosts en registratie', 'Hosts and registration'), description: t('Gastvrije hosts voor ontvangst, registratie en zaalbegeleiding.', 'Welcoming hosts for reception, registration and room support.'), specs: [[t('Talen', 'Languages'), same('NL, EN')], [t('Kleding', 'Clothing'), t('in overleg', 'by arrangement')]] },
    { name: t('Projectleider op afroep', 'Project manager on call'), description: t('Een ervaren projectleider voor piekmomenten in je planning.', 'An experienced project manager for peaks in your schedule.'), specs: [[t('Beschikbaar', 'Available'), t('binnen 48 uur', 'within 48 hours')], [t('Tarief', 'Rate'), t('per dag', 'per day')]] },
  ],
  drukwerk: [
    { name: t('Textielframe 3×2,5 m', 'Textile frame 3×2.5 m'), description: t('Verlicht frame met een kreukvrije textielprint.', 'Backlit frame with a crease-free textile print.'), specs: [[t('Afmeting', 'Size'), same('3 × 2,5 m')], [t('Verlichting', 'Lighting'), same('LED')]] },
    { name: t('Bewegwijzeringspakket', 'Wayfinding package'), description: t('Borden, vloerstickers en banners voor de route door je evenement.', 'Signs, floor stickers and banners for the route through your event.'), specs: [[t('Materiaal', 'Material'), t('karton of dibond', 'cardboard or dibond')], [t('Levertijd', 'Delivery'), t('5 werkdagen', '5 working days')]] },
    { name: t('Beursfolder en flyers', 'Trade-fair leaflets and flyers'), description: t('Drukwerk op gerecycled papier, op de stand bezorgd.', 'Print on recycled paper, delivered to the stand.'), specs: [[t('Papier', 'Paper'), t('100% gerecycled', '100% recycled')], [t('Oplage', 'Run'), t('vanaf 250', 'from 250')]] },
  ],
};

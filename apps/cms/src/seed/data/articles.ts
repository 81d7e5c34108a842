import type { Text } from '../text';

type Theme = 'beurs' | 'congres' | 'festival' | 'sportevenement' | 'brand-event' | 'company-event' | 'incentive-travel' | 'branche-event';

/**
 * The articles besides the six in demo-data.ts. They are spread over the last two years in this
 * order (newest first); the first tag picks the body paragraphs (see paragraphs.ts).
 */
export type ArticleRow = {
  title: Text;
  excerpt: Text;
  tags: string[];
  author: string;
  theme?: Theme;
  sponsored?: boolean;
  push?: boolean;
  gallery?: boolean;
};

export const articles: ArticleRow[] = [
  {
    title: { nl: 'Jaarbeurs opent nieuwe hal met zonnedak', en: 'Jaarbeurs opens new hall with solar roof' },
    excerpt: {
      nl: 'De nieuwe hal in Utrecht wekt meer stroom op dan een gemiddelde beursweek verbruikt.',
      en: 'The new hall in Utrecht generates more power than an average trade-fair week uses.',
    },
    tags: ['locaties', 'duurzaamheid', 'beurzen'],
    author: 'joost',
    theme: 'beurs',
    gallery: true,
    push: true,
  },
  {
    title: { nl: 'Evenementenbranche vraagt om één landelijke vergunning', en: 'Events industry calls for a single national permit' },
    excerpt: {
      nl: 'Organisatoren willen af van 342 verschillende gemeentelijke regels voor hetzelfde festival.',
      en: 'Organisers want to do away with 342 different municipal rules for the same festival.',
    },
    tags: ['beleid', 'festivals'],
    author: 'sander',
    theme: 'festival',
  },
  {
    title: { nl: 'Medisch congres kiest voor Maastricht', en: 'Medical congress chooses Maastricht' },
    excerpt: {
      nl: 'Vijfduizend cardiologen komen volgend jaar naar het MECC, een primeur voor Limburg.',
      en: 'Five thousand cardiologists will come to MECC next year, a first for Limburg.',
    },
    tags: ['congressen', 'locaties'],
    author: 'fatima',
    theme: 'congres',
  },
  {
    title: { nl: 'Zo bouw je een stand die je drie keer gebruikt', en: 'How to build a stand you can use three times' },
    excerpt: {
      nl: 'Modulaire systemen winnen terrein: exposanten besparen geld en afval.',
      en: 'Modular systems are gaining ground: exhibitors save money and waste.',
    },
    tags: ['standbouw', 'duurzaamheid'],
    author: 'lotte',
    theme: 'beurs',
    sponsored: true,
    gallery: true,
  },
  {
    title: { nl: 'Personeelstekort raakt ook de catering', en: 'Staff shortage hits catering too' },
    excerpt: {
      nl: 'Cateraars weigeren opdrachten omdat ze te weinig koks en bediening hebben.',
      en: 'Caterers turn down jobs because they lack cooks and waiting staff.',
    },
    tags: ['arbeidsmarkt', 'catering'],
    author: 'daan',
  },
  {
    title: { nl: 'Bedrijfsfeest maakt comeback', en: 'The company party makes a comeback' },
    excerpt: {
      nl: 'Na jaren van online borrels boeken werkgevers weer zalen voor het hele personeel.',
      en: 'After years of online drinks, employers are booking halls for all their staff again.',
    },
    tags: ['marketing', 'locaties'],
    author: 'marieke',
    theme: 'company-event',
  },
  {
    title: { nl: 'Wielerronde trekt recordaantal toeschouwers', en: 'Cycling tour draws record crowds' },
    excerpt: {
      nl: 'Langs het parcours in Drenthe stonden dit jaar ruim tweehonderdduizend mensen.',
      en: 'More than two hundred thousand people lined the route in Drenthe this year.',
    },
    tags: ['sport'],
    author: 'sander',
    theme: 'sportevenement',
    gallery: true,
  },
  {
    title: { nl: 'Brand experiences: merken willen beleving, geen folders' },
    excerpt: { nl: 'Merken verschuiven budget van advertenties naar eigen evenementen met een verhaal.' },
    tags: ['marketing'],
    author: 'joost',
    theme: 'brand-event',
  },
  {
    title: { nl: 'Congresbureau Rotterdam haalt drie internationale congressen binnen', en: 'Rotterdam convention bureau lands three international congresses' },
    excerpt: {
      nl: 'De stad verslaat Barcelona en Wenen met een aanbod dat hotels, zalen en vervoer bundelt.',
      en: 'The city beat Barcelona and Vienna with an offer that bundles hotels, halls and transport.',
    },
    tags: ['congressen'],
    author: 'fatima',
    theme: 'congres',
  },
  {
    title: { nl: 'Nieuwe richtlijn voor crowd management', en: 'New guideline for crowd management' },
    excerpt: {
      nl: 'Veiligheidsregio’s en organisatoren spreken vaste normen af voor drukte bij in- en uitgangen.',
      en: 'Safety regions and organisers agree fixed standards for crowding at entrances and exits.',
    },
    tags: ['veiligheid', 'beleid', 'festivals'],
    author: 'sander',
    push: true,
  },
  {
    title: { nl: 'Beursbezoeker blijft langer', en: 'Trade-fair visitors stay longer' },
    excerpt: {
      nl: 'De gemiddelde bezoeker bleef vorig jaar vier uur en twintig minuten op de beursvloer.',
      en: 'Last year the average visitor spent four hours and twenty minutes on the show floor.',
    },
    tags: ['onderzoek', 'beurzen'],
    author: 'daan',
    theme: 'beurs',
  },
  {
    title: { nl: 'Incentive naar de Dolomieten, maar dan per nachttrein', en: 'An incentive to the Dolomites, by night train' },
    excerpt: {
      nl: 'Een Brabants techbedrijf nam zijn beste verkopers mee op een reis zonder vliegtuig.',
      en: 'A Brabant tech company took its best salespeople on a trip without flying.',
    },
    tags: ['incentives', 'duurzaamheid'],
    author: 'lotte',
    theme: 'incentive-travel',
    gallery: true,
  },
  {
    title: { nl: 'LED-schermen vervangen drukwerk op de beurs', en: 'LED screens replace print at trade fairs' },
    excerpt: {
      nl: 'Standbouwers zien de vraag naar schermwanden in twee jaar verdubbelen.',
      en: 'Stand builders see demand for screen walls double in two years.',
    },
    tags: ['techniek', 'standbouw'],
    author: 'joost',
    sponsored: true,
  },
  {
    title: { nl: 'Festivals stappen over op herbruikbare bekers', en: 'Festivals switch to reusable cups' },
    excerpt: {
      nl: 'Sinds het verbod op wegwerpbekers draaien de meeste festivals op een statiegeldsysteem.',
      en: 'Since the ban on disposable cups most festivals run on a deposit system.',
    },
    tags: ['festivals', 'duurzaamheid'],
    author: 'lotte',
    theme: 'festival',
  },
  {
    title: { nl: 'Hotelzalen zitten vol op dinsdag en woensdag', en: 'Hotel meeting rooms are full on Tuesdays and Wednesdays' },
    excerpt: {
      nl: 'Bedrijven plannen hun bijeenkomsten op de dagen dat iedereen op kantoor is.',
      en: 'Companies plan their meetings on the days everyone is in the office.',
    },
    tags: ['locaties', 'onderzoek'],
    author: 'daan',
  },
  {
    title: { nl: 'Brancheorganisatie kiest nieuwe voorzitter', en: 'Industry association elects new chair' },
    excerpt: {
      nl: 'De nieuwe voorzitter wil de branche zichtbaarder maken in Den Haag.',
      en: 'The new chair wants to make the industry more visible in The Hague.',
    },
    tags: ['beleid'],
    author: 'marieke',
    theme: 'branche-event',
  },
  {
    title: { nl: 'Zo werkt de nieuwe geluidsnorm voor evenementen', en: 'How the new noise standard for events works' },
    excerpt: {
      nl: 'Gemeenten meten voortaan bij de dichtstbijzijnde woning in plaats van bij de mengtafel.',
      en: 'Municipalities will now measure at the nearest home instead of at the mixing desk.',
    },
    tags: ['beleid', 'festivals', 'techniek'],
    author: 'sander',
  },
  {
    title: { nl: 'Vakbeurs voor de bouw verhuist naar Gorinchem' },
    excerpt: { nl: 'Na dertig jaar in Utrecht zoekt de bouwbeurs een hal met meer laad- en losruimte.' },
    tags: ['beurzen', 'locaties'],
    author: 'joost',
    theme: 'beurs',
  },
  {
    title: { nl: 'Hybride congres vraagt om een tweede presentator', en: 'A hybrid congress needs a second host' },
    excerpt: {
      nl: 'Wie online kijkt, haakt snel af. Een eigen presentator voor de stream helpt.',
      en: 'Online viewers drop out fast. A dedicated host for the stream helps.',
    },
    tags: ['hybride', 'congressen', 'techniek'],
    author: 'fatima',
    theme: 'congres',
  },
  {
    title: { nl: 'Eerste klimaatneutrale marathon van Nederland', en: 'The Netherlands’ first climate-neutral marathon' },
    excerpt: {
      nl: 'Geen plastic flesjes, elektrische volgauto’s en een finish op groene stroom.',
      en: 'No plastic bottles, electric support vehicles and a finish powered by green energy.',
    },
    tags: ['sport', 'duurzaamheid'],
    author: 'lotte',
    theme: 'sportevenement',
  },
  {
    title: { nl: 'Meer vrouwen aan de top van evenementenbureaus', en: 'More women at the top of event agencies' },
    excerpt: {
      nl: 'Bijna de helft van de bureaus heeft inmiddels een vrouwelijke directeur.',
      en: 'Almost half of the agencies now have a female director.',
    },
    tags: ['arbeidsmarkt', 'onderzoek'],
    author: 'daan',
  },
  {
    title: { nl: 'Cateraar serveert plantaardig als standaard', en: 'Caterer makes plant-based the default' },
    excerpt: {
      nl: 'Wie vlees wil, moet het vooraf aangeven. Slechts tien procent van de gasten doet dat.',
      en: 'Guests who want meat must say so in advance. Only ten per cent do.',
    },
    tags: ['catering', 'duurzaamheid'],
    author: 'lotte',
    sponsored: true,
  },
  {
    title: { nl: 'Productlancering in een pakhuis: zo pakte een automerk het aan', en: 'A product launch in a warehouse: how a car brand did it' },
    excerpt: {
      nl: 'Drie avonden, vijftienhonderd gasten en een auto die door de muur reed.',
      en: 'Three evenings, fifteen hundred guests and a car that drove through the wall.',
    },
    tags: ['marketing', 'locaties'],
    author: 'joost',
    theme: 'brand-event',
    gallery: true,
  },
  {
    title: { nl: 'Registratiesystemen: gezichtsherkenning nog een stap te ver', en: 'Registration systems: face recognition still a step too far' },
    excerpt: {
      nl: 'Organisatoren kiezen liever voor QR-codes vanwege privacyregels.',
      en: 'Organisers prefer QR codes because of privacy rules.',
    },
    tags: ['techniek', 'beleid'],
    author: 'fatima',
  },
  {
    title: { nl: 'Beursorganisator neemt concurrent over', en: 'Trade-fair organiser takes over competitor' },
    excerpt: {
      nl: 'Met de overname komen twaalf vakbeurzen in één hand.',
      en: 'The takeover brings twelve trade fairs under one roof.',
    },
    tags: ['beurzen'],
    author: 'marieke',
    theme: 'beurs',
    push: true,
  },
  {
    title: { nl: 'Stagiairs ontdekken de evenementenbranche', en: 'Interns discover the events industry' },
    excerpt: {
      nl: 'Hogescholen zien de aanmeldingen voor eventmanagement weer stijgen.',
      en: 'Universities of applied sciences see applications for event management rising again.',
    },
    tags: ['arbeidsmarkt'],
    author: 'daan',
  },
  {
    title: { nl: 'Festival in de polder krijgt vaste plek', en: 'Polder festival gets a permanent site' },
    excerpt: {
      nl: 'De provincie Flevoland wijst een terrein aan voor grote buitenevenementen.',
      en: 'The province of Flevoland designates a site for large outdoor events.',
    },
    tags: ['festivals', 'locaties', 'beleid'],
    author: 'sander',
    theme: 'festival',
  },
  {
    title: { nl: 'Incentive-reizen: kleiner, korter en dichterbij' },
    excerpt: { nl: 'Bedrijven kiezen voor groepen van twintig in plaats van tweehonderd.' },
    tags: ['incentives'],
    author: 'marieke',
    theme: 'incentive-travel',
  },
  {
    title: { nl: 'Congrescentrum Groningen verdubbelt zaalcapaciteit', en: 'Groningen conference centre doubles room capacity' },
    excerpt: {
      nl: 'Met de uitbreiding kan MartiniPlaza congressen tot vijfduizend deelnemers aan.',
      en: 'With the extension MartiniPlaza can host congresses of up to five thousand delegates.',
    },
    tags: ['congressen', 'locaties'],
    author: 'fatima',
    theme: 'congres',
  },
  {
    title: { nl: 'Aggregaten maken plaats voor de batterij', en: 'Generators make way for batteries' },
    excerpt: {
      nl: 'Festivals en bouwplaatsen huren steeds vaker mobiele accu’s in plaats van dieselaggregaten.',
      en: 'Festivals and building sites increasingly hire mobile batteries instead of diesel generators.',
    },
    tags: ['duurzaamheid', 'techniek', 'festivals'],
    author: 'lotte',
    sponsored: true,
  },
  {
    title: { nl: 'Beursstand van het jaar is gemaakt van karton', en: 'Stand of the year is made of cardboard' },
    excerpt: {
      nl: 'De jury prees het ontwerp om lef, hergebruik en een slimme looproute.',
      en: 'The jury praised the design for its daring, reuse and a clever visitor route.',
    },
    tags: ['standbouw', 'beurzen', 'duurzaamheid'],
    author: 'joost',
    theme: 'beurs',
    gallery: true,
  },
  {
    title: { nl: 'Evenementenverzekering wordt duurder', en: 'Event insurance gets more expensive' },
    excerpt: {
      nl: 'Verzekeraars rekenen extreme weersomstandigheden mee in hun premies.',
      en: 'Insurers are factoring extreme weather into their premiums.',
    },
    tags: ['veiligheid', 'festivals'],
    author: 'daan',
  },
  {
    title: { nl: 'Bedrijfsdag op de kartbaan: teamuitje of risico?', en: 'Company day at the go-kart track: team outing or risk?' },
    excerpt: {
      nl: 'Arbodiensten waarschuwen voor blessures bij sportieve bedrijfsuitjes.',
      en: 'Occupational health services warn of injuries on sporty company outings.',
    },
    tags: ['veiligheid', 'sport'],
    author: 'sander',
    theme: 'company-event',
  },
  {
    title: { nl: 'Vakbeurs voor de zorg groeit sterk', en: 'Healthcare trade fair grows strongly' },
    excerpt: {
      nl: 'Technologie voor thuiszorg trekt nieuwe exposanten en jongere bezoekers.',
      en: 'Home-care technology attracts new exhibitors and younger visitors.',
    },
    tags: ['beurzen', 'techniek'],
    author: 'joost',
    theme: 'beurs',
  },
  {
    title: { nl: 'Hoe de branche haar afval halveerde', en: 'How the industry halved its waste' },
    excerpt: {
      nl: 'Tapijt, standwanden en bekers gaan steeds vaker terug in de kringloop.',
      en: 'Carpet, stand walls and cups increasingly go back into the loop.',
    },
    tags: ['duurzaamheid', 'onderzoek'],
    author: 'lotte',
  },
  {
    title: { nl: 'Zakelijke evenementen in de Zeeuwse delta', en: 'Business events in the Zeeland delta' },
    excerpt: {
      nl: 'Forten, dijken en kloosters: Zeeland profileert zich als congresbestemming.',
      en: 'Forts, dikes and abbeys: Zeeland is pitching itself as a congress destination.',
    },
    tags: ['locaties', 'congressen'],
    author: 'fatima',
    gallery: true,
  },
  {
    title: { nl: 'Kaartverkoop festivals begint steeds eerder' },
    excerpt: { nl: 'Wie in de zomer wil dansen, koopt in november al een ticket.' },
    tags: ['festivals', 'onderzoek'],
    author: 'daan',
    theme: 'festival',
  },
  {
    title: { nl: 'Branchedag trekt vierhonderd leveranciers', en: 'Industry day draws four hundred suppliers' },
    excerpt: {
      nl: 'De jaarlijkse branchedag stond in het teken van samenwerking en personeel.',
      en: 'The annual industry day focused on collaboration and staffing.',
    },
    tags: ['arbeidsmarkt', 'beleid'],
    author: 'marieke',
    theme: 'branche-event',
  },
  {
    title: { nl: 'Audiovisuele verhuurders investeren in laserprojectie', en: 'AV rental companies invest in laser projection' },
    excerpt: {
      nl: 'Laserbeamers gaan langer mee en verbruiken minder stroom dan lampbeamers.',
      en: 'Laser projectors last longer and use less power than lamp projectors.',
    },
    tags: ['techniek'],
    author: 'joost',
  },
  {
    title: { nl: 'Topsportevenementen zoeken vrijwilligers', en: 'Top sports events look for volunteers' },
    excerpt: {
      nl: 'Zonder duizenden vrijwilligers geen WK of EK, maar de aanwas stagneert.',
      en: 'No world or European championship without thousands of volunteers, but recruitment is stalling.',
    },
    tags: ['sport', 'arbeidsmarkt'],
    author: 'sander',
    theme: 'sportevenement',
  },
  {
    title: { nl: 'Congresdeelnemers willen meer pauze', en: 'Congress delegates want more breaks' },
    excerpt: {
      nl: 'Netwerken is voor veel deelnemers belangrijker dan het programma.',
      en: 'For many delegates networking matters more than the programme.',
    },
    tags: ['congressen', 'onderzoek'],
    author: 'fatima',
    theme: 'congres',
  },
  {
    title: { nl: 'Merkbeleving in de stationshal', en: 'Brand experience in the station concourse' },
    excerpt: {
      nl: 'Pop-ups op stations bereiken in een week meer mensen dan een beurs.',
      en: 'Station pop-ups reach more people in a week than a trade fair.',
    },
    tags: ['marketing'],
    author: 'joost',
    theme: 'brand-event',
  },
  {
    title: { nl: 'Gemeenten stoppen met gratis evenemententerreinen' },
    excerpt: { nl: 'Organisatoren gaan huur betalen voor parken en pleinen.' },
    tags: ['beleid', 'festivals'],
    author: 'sander',
  },
  {
    title: { nl: 'Nieuwe opleiding standbouw van start', en: 'New stand-building course gets under way' },
    excerpt: {
      nl: 'Twintig zij-instromers leren in een jaar het vak van monteur en projectleider.',
      en: 'Twenty career changers learn the trade of fitter and project manager in a year.',
    },
    tags: ['standbouw', 'arbeidsmarkt'],
    author: 'marieke',
  },
  {
    title: { nl: 'Eventapp of website: wat werkt beter?', en: 'Event app or website: which works better?' },
    excerpt: {
      nl: 'Deelnemers downloaden niet graag nog een app, blijkt uit een enquête.',
      en: 'Delegates do not like downloading yet another app, a survey shows.',
    },
    tags: ['techniek', 'hybride'],
    author: 'daan',
    sponsored: true,
  },
  {
    title: { nl: 'Beurzen in het buitenland: Nederlandse paviljoens in trek', en: 'Trade fairs abroad: Dutch pavilions in demand' },
    excerpt: {
      nl: 'Steeds meer mkb’ers staan samen onder één vlag op beurzen in Duitsland en Dubai.',
      en: 'More and more small businesses exhibit together under one flag at fairs in Germany and Dubai.',
    },
    tags: ['beurzen'],
    author: 'joost',
    theme: 'beurs',
  },
  {
    title: { nl: 'Kerstborrel in het museum', en: 'Christmas drinks in the museum' },
    excerpt: {
      nl: 'Musea verhuren hun zalen steeds vaker voor bedrijfsfeesten.',
      en: 'Museums increasingly rent out their halls for company parties.',
    },
    tags: ['locaties'],
    author: 'marieke',
    theme: 'company-event',
  },
  {
    title: { nl: 'Festivalterrein wordt na afloop natuurgebied', en: 'Festival site becomes a nature reserve afterwards' },
    excerpt: {
      nl: 'Een festival in Overijssel laat het terrein beter achter dan het aantrof.',
      en: 'A festival in Overijssel leaves its site in better shape than it found it.',
    },
    tags: ['festivals', 'duurzaamheid'],
    author: 'lotte',
    theme: 'festival',
  },
  {
    title: { nl: 'Reisbureaus voor incentives bundelen krachten', en: 'Incentive travel agencies join forces' },
    excerpt: {
      nl: 'Drie bureaus delen voortaan hun inkoop van hotels en vluchten.',
      en: 'Three agencies will now share their purchasing of hotels and flights.',
    },
    tags: ['incentives'],
    author: 'fatima',
    theme: 'incentive-travel',
  },
  {
    title: { nl: 'Cijfers: de beursbranche in tien grafieken', en: 'Figures: the trade-fair industry in ten charts' },
    excerpt: {
      nl: 'Van bezoekersaantallen tot standprijzen: de belangrijkste cijfers op een rij.',
      en: 'From visitor numbers to stand prices: the key figures at a glance.',
    },
    tags: ['onderzoek', 'beurzen'],
    author: 'daan',
  },
  {
    title: { nl: 'Schaatsevenement op de Weissensee trekt Nederlanders' },
    excerpt: { nl: 'Ruim vijfduizend Nederlanders reden dit jaar de alternatieve Elfstedentocht.' },
    tags: ['sport', 'incentives'],
    author: 'sander',
    theme: 'sportevenement',
  },
  {
    title: { nl: 'Drukte bij de opening van het beursseizoen', en: 'Crowds at the opening of the trade-fair season' },
    excerpt: {
      nl: 'De eerste grote vakbeurs van het seizoen verwelkomde meer bezoekers dan verwacht.',
      en: 'The first major trade fair of the season welcomed more visitors than expected.',
    },
    tags: ['beurzen'],
    author: 'joost',
    theme: 'beurs',
  },
  {
    title: { nl: 'Live communicatie terug op de agenda van marketeers', en: 'Live communication back on marketers’ agendas' },
    excerpt: {
      nl: 'Marketingbudgetten voor evenementen stijgen voor het eerst in vijf jaar.',
      en: 'Marketing budgets for events are rising for the first time in five years.',
    },
    tags: ['marketing', 'onderzoek'],
    author: 'marieke',
  },
  {
    title: { nl: 'Congreshotels zetten in op eigen keuken', en: 'Congress hotels bet on their own kitchens' },
    excerpt: {
      nl: 'Hotels met congreszalen halen de catering terug in huis om de kwaliteit te bewaken.',
      en: 'Hotels with congress rooms are bringing catering back in-house to keep quality up.',
    },
    tags: ['catering', 'congressen'],
    author: 'fatima',
    theme: 'congres',
  },
  {
    title: { nl: 'Drones boven het festivalterrein', en: 'Drones above the festival site' },
    excerpt: {
      nl: 'Steeds meer festivals zetten drones in om drukte te meten en de hulpdiensten te helpen.',
      en: 'More and more festivals use drones to measure crowding and help the emergency services.',
    },
    tags: ['veiligheid', 'techniek', 'festivals'],
    author: 'sander',
    theme: 'festival',
  },
];

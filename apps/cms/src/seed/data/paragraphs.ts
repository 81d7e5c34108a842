/** Body paragraphs per tag: an article's body is built from those of its first tag. */
type Pair = { nl: string; en: string };

export const paragraphsByTag: Record<string, [Pair, Pair]> = {
  beurzen: [
    {
      nl: 'Beursorganisatoren merken dat exposanten kritischer kiezen: liever één goede vakbeurs dan drie middelmatige. Wie blijft, investeert wel in een grotere stand en een beter programma.',
      en: 'Trade-fair organisers notice that exhibitors choose more critically: one good trade fair rather than three mediocre ones. Those who stay do invest in a larger stand and a better programme.',
    },
    {
      nl: 'Ook de bezoeker verandert. Hij komt beter voorbereid, heeft vaak al afspraken gemaakt en wil op de beursvloer vooral producten zien en aanraken.',
      en: 'Visitors are changing too. They come better prepared, have often booked meetings in advance and mainly want to see and touch products on the show floor.',
    },
  ],
  congressen: [
    {
      nl: 'Congresorganisatoren kijken bij de keuze voor een stad naar meer dan zalen alleen: bereikbaarheid per trein, hotelcapaciteit en steun van het lokale congresbureau wegen zwaar.',
      en: 'When choosing a city, congress organisers look at more than halls alone: access by train, hotel capacity and support from the local convention bureau weigh heavily.',
    },
    {
      nl: 'Deelnemers verwachten korte sessies, ruimte voor ontmoeting en een programma dat ze ook achteraf online kunnen terugkijken.',
      en: 'Delegates expect short sessions, room to meet and a programme they can also watch online afterwards.',
    },
  ],
  festivals: [
    {
      nl: 'Festivalorganisatoren werken met steeds kleinere marges. Artiestengages, beveiliging en infrastructuur zijn flink duurder geworden, terwijl ticketprijzen niet onbeperkt kunnen stijgen.',
      en: 'Festival organisers work on ever thinner margins. Artist fees, security and infrastructure have become much more expensive, while ticket prices cannot rise without limit.',
    },
    {
      nl: 'Toch groeit het aantal festivals nog altijd, vooral in de kleinere, meerdaagse formats met een eigen karakter en een trouwe groep bezoekers.',
      en: 'Even so, the number of festivals keeps growing, especially smaller multi-day formats with a character of their own and a loyal audience.',
    },
  ],
  duurzaamheid: [
    {
      nl: 'Duurzaamheid is geen bijzaak meer. Opdrachtgevers vragen om een CO2-rapportage per evenement en leveranciers moeten kunnen laten zien wat er met hun materiaal gebeurt.',
      en: 'Sustainability is no longer an afterthought. Clients ask for a carbon report per event and suppliers must be able to show what happens to their materials.',
    },
    {
      nl: 'De grootste winst zit in vervoer van bezoekers, energie op locatie en het hergebruik van standbouw en decor.',
      en: 'The biggest gains lie in visitor travel, energy on site and the reuse of stand building and sets.',
    },
  ],
  standbouw: [
    {
      nl: 'Standbouwers werken met kortere opbouwtijden en strengere eisen van de beurscomplexen. Modulaire systemen en voorgemonteerde elementen maken het verschil.',
      en: 'Stand builders work with shorter build-up times and stricter requirements from the exhibition centres. Modular systems and pre-assembled elements make the difference.',
    },
    {
      nl: 'Een goed ontwerp begint bij de vraag wat de exposant wil bereiken: leads, merkbeleving of orders op de beurs zelf.',
      en: 'A good design starts with what the exhibitor wants to achieve: leads, brand experience or orders at the fair itself.',
    },
  ],
  locaties: [
    {
      nl: 'Locaties investeren fors in flexibele zalen, betere akoestiek en snelle wifi. Wie een grote groep wil ontvangen, moet ook kunnen opschalen in catering en garderobe.',
      en: 'Venues are investing heavily in flexible rooms, better acoustics and fast wifi. Anyone who wants to host a large group must also be able to scale up catering and cloakrooms.',
    },
    {
      nl: 'Bijzondere locaties, van fabriekshallen tot kerken, winnen terrein omdat ze een verhaal vertellen dat een standaardzaal niet heeft.',
      en: 'Unusual venues, from factory halls to churches, are gaining ground because they tell a story that a standard room lacks.',
    },
  ],
  techniek: [
    {
      nl: 'Audiovisuele techniek wordt slimmer en zuiniger. Ledwanden, draadloze microfoons en laserprojectie zijn inmiddels standaard op grotere evenementen.',
      en: 'Audiovisual technology is getting smarter and more efficient. LED walls, wireless microphones and laser projection are now standard at larger events.',
    },
    {
      nl: 'Leveranciers zien een groeiende vraag naar complete pakketten: techniek, crew en regie uit één hand.',
      en: 'Suppliers see growing demand for complete packages: technology, crew and show control from a single source.',
    },
  ],
  arbeidsmarkt: [
    {
      nl: 'De krapte op de arbeidsmarkt raakt de hele keten, van opbouwcrew tot projectleider. Bedrijven bieden vaste contracten en opleidingen om mensen te binden.',
      en: 'The tight labour market affects the whole chain, from build-up crew to project manager. Companies offer permanent contracts and training to retain people.',
    },
    {
      nl: 'Zij-instromers uit de horeca en de bouw blijken goed te passen in de dynamiek van de evenementenbranche.',
      en: 'Career changers from hospitality and construction turn out to fit well into the dynamics of the events industry.',
    },
  ],
  incentives: [
    {
      nl: 'Incentive-reizen moeten tegenwoordig iets betekenen: een ontmoeting met lokale ondernemers, een bijdrage aan een project of een reis die de deelnemers zelf nooit zouden boeken.',
      en: 'Incentive trips now have to mean something: meeting local entrepreneurs, contributing to a project or a journey participants would never book themselves.',
    },
    {
      nl: 'De trein wint terrein op bestemmingen tot ongeveer duizend kilometer, mede door de vraag van werknemers naar duurzamere keuzes.',
      en: 'Rail is gaining ground for destinations up to about a thousand kilometres, partly because employees ask for more sustainable choices.',
    },
  ],
  sport: [
    {
      nl: 'Sportevenementen zijn logistiek complexe operaties: afzettingen, medische posten, vrijwilligers en publiek langs het parcours moeten samenkomen op één dag.',
      en: 'Sports events are logistically complex operations: road closures, medical posts, volunteers and spectators along the route must come together on a single day.',
    },
    {
      nl: 'Steden zien sportevenementen als visitekaartje en investeren in vaste voorzieningen voor start en finish.',
      en: 'Cities see sports events as a calling card and invest in permanent facilities for start and finish.',
    },
  ],
  catering: [
    {
      nl: 'Cateraars passen hun menu’s aan op kleinere porties, meer plantaardige gerechten en minder verspilling. Gasten waarderen dat, mits het lekker is.',
      en: 'Caterers are adapting their menus to smaller portions, more plant-based dishes and less waste. Guests appreciate it, as long as it tastes good.',
    },
    {
      nl: 'Door het personeelstekort werken veel cateraars met vaste teams per locatie in plaats van met losse krachten.',
      en: 'Because of staff shortages many caterers work with fixed teams per venue instead of casual staff.',
    },
  ],
  veiligheid: [
    {
      nl: 'Veiligheid begint bij een goede risicoanalyse. Organisatoren werken samen met gemeente, politie en brandweer aan een draaiboek dat ook bij onverwachte drukte werkt.',
      en: 'Safety starts with a good risk assessment. Organisers work with the municipality, police and fire service on a plan that holds up under unexpected crowding.',
    },
    {
      nl: 'Nieuwe technieken, zoals tellingen met camera’s en sensoren, geven realtime inzicht in de drukte op het terrein.',
      en: 'New techniques, such as counts with cameras and sensors, give real-time insight into crowding on site.',
    },
  ],
  marketing: [
    {
      nl: 'Merken ontdekken dat een goed evenement langer blijft hangen dan een advertentie. Beleving, persoonlijk contact en content voor sociale media versterken elkaar.',
      en: 'Brands are discovering that a good event stays with people longer than an advertisement. Experience, personal contact and social media content reinforce each other.',
    },
    {
      nl: 'Het meten van resultaat blijft lastig, maar steeds meer bureaus koppelen bezoekersdata aan verkoopcijfers.',
      en: 'Measuring results remains hard, but more and more agencies link visitor data to sales figures.',
    },
  ],
  beleid: [
    {
      nl: 'De branche vraagt al jaren om eenduidige regels. Vergunningen, geluidsnormen en veiligheidseisen verschillen nog sterk per gemeente.',
      en: 'The industry has been asking for consistent rules for years. Permits, noise limits and safety requirements still differ widely between municipalities.',
    },
    {
      nl: 'Brancheorganisaties zoeken daarom vaker het gesprek met ministeries en de Vereniging van Nederlandse Gemeenten.',
      en: 'Industry associations are therefore talking more often with ministries and the Association of Netherlands Municipalities.',
    },
  ],
  hybride: [
    {
      nl: 'Een hybride evenement is meer dan een camera in de zaal. Het online publiek heeft een eigen programma, eigen interactie en een eigen presentator nodig.',
      en: 'A hybrid event is more than a camera in the room. The online audience needs its own programme, its own interaction and its own host.',
    },
    {
      nl: 'Organisatoren kiezen steeds vaker bewust: volledig live, volledig online, of een hybride vorm met een duidelijk doel.',
      en: 'Organisers increasingly make a deliberate choice: fully live, fully online, or a hybrid format with a clear purpose.',
    },
  ],
  onderzoek: [
    {
      nl: 'De cijfers komen uit een jaarlijkse enquête onder organisatoren, locaties en leveranciers, aangevuld met gegevens van de grote beurscomplexen.',
      en: 'The figures come from an annual survey of organisers, venues and suppliers, supplemented with data from the major exhibition centres.',
    },
    {
      nl: 'Onderzoekers waarschuwen dat de groei ongelijk verdeeld is: grote spelers profiteren meer dan kleine bureaus.',
      en: 'Researchers warn that growth is unevenly spread: large players benefit more than small agencies.',
    },
  ],
};

/** Closing lines, a quote from someone in the industry. */
export const closingLines: Pair[] = [
  {
    nl: '‘We merken dat de branche weer vooruit durft te kijken,’ zegt een woordvoerder. ‘Dat zie je aan de boekingen voor volgend jaar.’',
    en: '“We notice that the industry dares to look ahead again,” says a spokesperson. “You can see it in the bookings for next year.”',
  },
  {
    nl: '‘Samenwerken is de enige manier om dit op te lossen,’ aldus een van de betrokken organisatoren.',
    en: '“Working together is the only way to solve this,” says one of the organisers involved.',
  },
  {
    nl: 'De komende maanden moet blijken of de trend doorzet. Standplaats volgt de ontwikkelingen.',
    en: 'The coming months will show whether the trend continues. Standplaats is following developments.',
  },
  {
    nl: '‘Het gaat uiteindelijk om de ontmoeting,’ zegt een ervaren projectleider. ‘Daar doen we het voor.’',
    en: '“In the end it is about people meeting,” says an experienced project manager. “That is why we do it.”',
  },
];

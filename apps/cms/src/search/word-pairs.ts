// Word pairs from the demo content (src/seed/data/): a word and a form a reader may type for it.
// Found by listing the content's words that differ by a plural or diminutive ending, then checked
// by hand; false pairs (per/pers, met/meten) were left out. `apart` are words that must not meet.

const list = (text: string) =>
  text
    .trim()
    .split(/\s*;\s*/)
    .map((pair) => pair.split(' ') as [string, string]);

export const dutchPairs = list(`
beurs beurzen; vakbeurs vakbeurzen; bouwbeurs bouwbeurzen; congres congressen;
evenement evenementen; sportevenement sportevenementen; bedrijfsevenement bedrijfsevenementen;
locatie locaties; exposant exposanten; cateraar cateraars; kok koks; jaar jaren; borrel borrels;
zaal zalen; congreszaal congreszalen; merk merken; advertentie advertenties; hotel hotels;
incentive incentives; standbouwer standbouwers; stap stappen; bedrijf bedrijven; plan plannen;
dag dagen; gemeente gemeenten; evenementenbureau evenementenbureaus; bureau bureaus; code codes;
stagiair stagiairs; reis reizen; groepsreis groepsreizen; congresreis congresreizen; groep groepen;
deelnemer deelnemers; aggregaat aggregaten; bezoeker bezoekers; fort forten; dijk dijken;
laserbeamer laserbeamers; duizend duizenden; station stations; evenemententerrein evenemententerreinen;
park parken; plein pleinen; paviljoen paviljoens; bedrijfsfeest bedrijfsfeesten; museum museums;
kracht krachten; marketeer marketeers; agenda agendas; meter meters; machine machines;
professional professionals; kerk kerken; partner partners; keuken keukens; weg wegen;
vergunning vergunningen; tent tenten; stretchtent stretchtenten; stand standen; beursstand beursstanden;
workshop workshops; materiaal materialen; magazine magazines; abonnement abonnementen;
vraag vragen; ledwand ledwanden; vakblad vakbladen; stadsfestival stadsfestivals; festival festivals;
productlancering productlanceringen; merkbeleving merkbelevingen; personeelsfeest personeelsfeesten;
marathon marathons; wielerronde wielerrondes; beursorganisator beursorganisatoren;
congresorganisator congresorganisatoren; trend trends; verhaal verhalen; product producten;
opbouwtijd opbouwtijden; beurscomplex beurscomplexen; opleiding opleidingen; keuze keuzes;
techniek technieken; geluidsnorm geluidsnormen; verschil verschillen; brancheorganisatie brancheorganisaties;
balie balies; livestream livestreams; stoel stoelen; ruimte ruimtes; vloer vloeren; badge badges;
verkeersregelaar verkeersregelaars; personeelsdag personeelsdagen; bedrijfsdag bedrijfsdagen; plek plekken;
batterij batterijen; textielframe textielframes; plant planten; nummer nummers; editie edities;
concept concepten; textielprint textielprints; rij rijen; wachtrij wachtrijen; hoogte hoogtes; vorm vormen;
seconde seconden; week weken; beveiliger beveiligers; banner banners; weekend weekends;
energieplan energieplannen; decor decors; concert concerten; hal hallen; markt markten; diner diners;
systeem systemen; vacature vacatures; organisator organisatoren; lezing lezingen; oplossing oplossingen;
leverancier leveranciers; prijs prijzen; straat straten; uur uren; taal talen; naam namen; huis huizen;
adres adressen; proces processen; feest feesten; podium podiums; spreker sprekers; ticket tickets;
zaal zaaltje; bedrijfsuitje bedrijfsuitjes; uitje uitjes; visitekaart visitekaartje; kaart kaartje;
polsband polsbandje; polsbandje polsbandjes; fles flesje; flesje flesjes; brood broodje; kop kopje;
kopje kopjes; huis huisje; boek boekje; stoel stoeltje; bal balletje; boom boompje; stand standje;
tent tentje; feest feestje; drank drankje; glas glaasje; hap hapje; praat praatje; beurs beursje;
boot bootje; deur deurtje; stad stadje
`);

export const accentPairs = list(`
café cafe; reünie reunie; één een; enquête enquete; podiumbarrière podiumbarriere; ideeën ideeen;
coördinator coordinator; financiële financiele; privé prive; crème creme; België belgie; naïef naief;
Curaçao curacao; patiënt patient
`);

export const englishPairs = list(`
event events; organiser organisers; exhibitor exhibitors; caterer caterers; cook cooks; year years;
hall halls; experience experiences; visitor visitors; hour hours; fair fairs; builder builders;
room rooms; meeting meetings; day days; application applications; generator generators;
service services; projector projectors; thousand thousands; station stations; number numbers;
price prices; marketer marketers; budget budgets; professional professionals; venue venues;
partner partners; session sessions; tour tours; brand brands; road roads; permit permits;
stage stages; stand stands; workshop workshops; material materials; magazine magazines;
subscription subscriptions; organisation organisations; client clients; race races; report reports;
trend trends; product products; centre centres; microphone microphones; package packages;
destination destinations; choice choices; team teams; association associations; booking bookings;
dinner dinners; chair chairs; table tables; floor floors; edition editions; channel channels;
colour colours; week weeks; barrier barriers; project projects; group groups; journey journeys;
registration registrations; organise organising; build building; plan planning; exhibit exhibition
`);

export const apartPairs = list(`
plan plant; beurs bus; kaart kat; stand stad; hal hallo; markt mark; congres congo; tent tekst;
zaal zalm; reis rijs; prijs prik; stoel stool; beurs beeld; event even; boek boer
`);

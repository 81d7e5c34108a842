/**
 * The options of the selects in the content manager's forms, in Dutch: the admin looks up each
 * option's text by its stored value (Enumeration.mjs in @strapi/admin), and those values are the
 * site's (English or lower-case slugs), so the words editors read are set here. One value, one text
 * across types ('cancelled' is an event's, a registration's and an order's).
 */
export const enumLabels: Record<string, string> = {
  // Review (src/editors/editorial.ts)
  'ter-review': 'ter review',
  // Vacancies' moderation, newsletter sign-ups
  pending: 'in afwachting',
  published: 'gepubliceerd',
  rejected: 'afgewezen',
  expired: 'verlopen',
  filled: 'vervuld',
  withdrawn: 'ingetrokken',
  confirmed: 'bevestigd',
  unsubscribed: 'afgemeld',
  // Events
  scheduled: 'gaat door',
  postponed: 'uitgesteld',
  rescheduled: 'verplaatst',
  cancelled: 'geannuleerd',
  registered: 'ingeschreven',
  // Companies' members and invitations
  admin: 'beheerder',
  member: 'medewerker',
  // Redirects
  permanent: 'permanent (301)',
  temporary: 'tijdelijk (302)',
  // Subscription orders
  new: 'nieuw',
  active: 'actief',
  // Languages
  nl: 'Nederlands',
  en: 'Engels',
  // Magazines
  expovisie: 'Expovisie',
  conferencematters: 'ConferenceMatters',
  combi: 'combi (beide bladen)',
  // Provinces
  drenthe: 'Drenthe',
  flevoland: 'Flevoland',
  friesland: 'Friesland',
  gelderland: 'Gelderland',
  groningen: 'Groningen',
  limburg: 'Limburg',
  'noord-brabant': 'Noord-Brabant',
  'noord-holland': 'Noord-Holland',
  overijssel: 'Overijssel',
  utrecht: 'Utrecht',
  zeeland: 'Zeeland',
  'zuid-holland': 'Zuid-Holland',
  // Sectors, functions and venues
  'av-techniek': 'AV-techniek',
  'sales-marketing': 'sales en marketing',
  ict: 'ICT',
  'unieke-locatie': 'unieke locatie',
};

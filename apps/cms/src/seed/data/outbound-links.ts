/**
 * Tracked outbound links (/l/{id}), in id order on a fresh database: the Expovisie banner first,
 * then partner websites (`partner` names a partner from partners.ts; the URL is its website).
 */
export const outboundLinks: { label: string; url?: string; partner?: string }[] = [
  { label: 'Banner Expovisie', url: 'https://www.expovisie.nl/' },
  { label: 'Website De Vries Standbouw', partner: 'De Vries Standbouw' },
  { label: 'Website Lumen Eventtechniek', partner: 'Lumen Eventtechniek' },
  { label: 'Website Smaakmakers Catering', partner: 'Smaakmakers Catering' },
  { label: 'Website TicketFlow', partner: 'TicketFlow' },
  { label: 'Website Spoorwijs Incentives', partner: 'Spoorwijs Incentives' },
];

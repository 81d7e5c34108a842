import { partners, type PartnerCategory } from './data/partners';
import { vacancies, type VacancyRow } from './data/vacancies';
import type { SeedContext } from './context';
import { createLocalized, relationId, type Data } from './documents';
import { dayOffset, heading, isoDate, list, paragraph, slugify, type Locale } from './text';

const SECTIONS = {
  nl: { ask: 'Wat vragen we', offer: 'Wat bieden we', askItems: ['Ervaring in de evenementenbranche is een pré', 'Flexibel inzetbaar, ook in het weekend', 'Goede beheersing van Nederlands en Engels'], offerItems: ['Een hecht team en afwisselend werk', 'Reiskostenvergoeding', 'Opleidingsbudget'] },
  en: { ask: 'What we ask', offer: 'What we offer', askItems: ['Experience in the events industry is a plus', 'Flexible availability, weekends included', 'Good command of Dutch and English'], offerItems: ['A close-knit team and varied work', 'Travel allowance', 'Training budget'] },
};

export async function seedVacancies(ctx: SeedContext) {
  for (const [i, vacancy] of vacancies.entries()) {
    const partner = ctx.partners.get(vacancy.partner)!;
    const english = Boolean(vacancy.title.en) && partner.english;
    // Pending vacancies wait for review, so they are drafts; expired and filled ones were published before.
    const status = vacancy.status === 'pending' ? 'draft' : 'published';
    await createLocalized(
      ctx.strapi,
      'api::vacancy.vacancy',
      { ...shared(ctx, vacancy, i), ...content(ctx, vacancy, 'nl') },
      english ? content(ctx, vacancy, 'en') : undefined,
      { status },
    );
  }
}

// The function area a company's trade points to; a row may name its own.
const AREAS: Record<PartnerCategory, string> = {
  standbouw: 'standbouw', tenten: 'standbouw', 'av-techniek': 'techniek', energie: 'techniek', catering: 'horeca', meubilair: 'logistiek',
  ticketing: 'ict', beveiliging: 'beveiliging', evenementenbureau: 'evenementen', reisorganisatie: 'evenementen', personeel: 'evenementen', drukwerk: 'creatief',
};

function levelOf(v: VacancyRow) {
  if (v.type === 'stage' || v.type === 'bijbaan') return 'starter';
  if (/leider|manager|producer/i.test(v.title.nl)) return 'leidinggevend';
  return (v.salary?.[1] ?? 0) >= 5000 ? 'senior' : 'medior';
}

function shared(ctx: SeedContext, v: VacancyRow, index: number): Data {
  const slug = slugify(v.partner);
  const company = partners.find((p) => p.name === v.partner);
  const validDays = v.status === 'expired' ? -ctx.random.int(3, 30) : ctx.random.int(14, 75);
  return {
    location: company?.city,
    province: company?.province ?? null,
    remote: Boolean(v.remote),
    functionArea: v.area ?? (company ? AREAS[company.categories[0]] : null),
    level: levelOf(v),
    language: 'nl',
    ...(v.status === 'filled' && { filledAt: dayOffset(ctx.today, -2).toISOString() }),
    hoursPerWeek: v.hours,
    employmentType: v.type,
    salaryMin: v.salary?.[0] ?? null,
    salaryMax: v.salary?.[1] ?? null,
    applyUrl: index % 2 === 0 ? `https://${slug}.example.nl/vacatures` : null,
    applyEmail: index % 2 === 1 ? `vacatures@${slug}.example.nl` : null,
    validThrough: isoDate(dayOffset(ctx.today, validDays)),
    listingStatus: v.status ?? 'published',
  };
}

function content(ctx: SeedContext, v: VacancyRow, locale: Locale): Data {
  const s = SECTIONS[locale];
  return {
    title: v.title[locale],
    slug: slugify(`${v.title[locale]} ${v.partner}`),
    description: [paragraph(v.intro[locale]!), heading(s.ask), list(s.askItems), heading(s.offer), list(s.offerItems)],
    partner: relationId(ctx.partners.get(v.partner), locale),
  };
}

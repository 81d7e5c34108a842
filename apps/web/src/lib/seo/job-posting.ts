import type { JobPosting, WithContext } from 'schema-dts';
import { FULL_TIME_HOURS, type EmploymentType } from '@standplaats/shared';
import type { BlockNode } from '@/lib/cms/blocks';

// Google's JobPosting: required title, description, datePosted, hiringOrganization and
// jobLocation (or TELECOMMUTE with applicantLocationRequirements); recommended validThrough,
// employmentType, baseSalary, identifier and directApply.

export type JobPostingInput = {
  url: string;
  title: string;
  body: BlockNode[];
  datePosted: string;
  /** YYYY-MM-DD, the last day to apply. */
  validThrough: string | null;
  employmentType: EmploymentType | null;
  hoursPerWeek: number | null;
  company: { name: string; url?: string; website?: string | null; logo?: string | null };
  location: { city: string; region?: string | null; country: string } | null;
  remote: boolean;
  salary: { min: number | null; max: number | null } | null;
  /** The vacancy's id on this site. */
  identifier: string;
  /** Whether one applies on this site itself (not yet: the employer's link or address). */
  directApply: boolean;
};

const GOOGLE_TYPE: Record<EmploymentType, string> = {
  vast: 'FULL_TIME',
  tijdelijk: 'TEMPORARY',
  freelance: 'CONTRACTOR',
  stage: 'INTERN',
  bijbaan: 'PART_TIME',
};

/** Google's employment types: the kind of contract, and full- or part-time by the hours. */
export function googleEmploymentTypes(type: EmploymentType | null, hours: number | null): string[] {
  const types = new Set<string>();
  if (type) types.add(GOOGLE_TYPE[type]);
  if (hours !== null && type !== 'bijbaan') types.add(hours >= FULL_TIME_HOURS ? 'FULL_TIME' : 'PART_TIME');
  if (types.has('FULL_TIME') && types.has('PART_TIME')) types.delete('FULL_TIME');
  return [...types];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const textOf = (node: unknown): string => {
  if (!node || typeof node !== 'object') return '';
  const { text, children } = node as { text?: unknown; children?: unknown };
  if (typeof text === 'string') return text;
  return Array.isArray(children) ? children.map(textOf).join('') : '';
};

/** The body as the simple HTML Google accepts in `description` (paragraphs, headings, lists), all text escaped. */
export function descriptionHtml(blocks: BlockNode[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'list' && Array.isArray(block.children)) {
        const tag = 'format' in block && block.format === 'ordered' ? 'ol' : 'ul';
        return `<${tag}>${block.children.map((item) => `<li>${escape(textOf(item))}</li>`).join('')}</${tag}>`;
      }
      if (block.type === 'heading') return `<h2>${escape(textOf(block))}</h2>`;
      const text = textOf(block);
      return text ? `<p>${escape(text)}</p>` : '';
    })
    .join('');
}

export function jobPostingLd(input: JobPostingInput): WithContext<JobPosting> {
  const { company, location, salary } = input;
  const employmentType = googleEmploymentTypes(input.employmentType, input.hoursPerWeek);
  const hasSalary = salary && (salary.min !== null || salary.max !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    url: input.url,
    title: input.title,
    description: descriptionHtml(input.body),
    datePosted: input.datePosted.slice(0, 10),
    ...(input.validThrough && { validThrough: input.validThrough }),
    ...(employmentType.length > 0 && { employmentType }),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website && { sameAs: company.website }),
      ...(company.url && { url: company.url }),
      ...(company.logo && { logo: company.logo }),
    },
    ...(location && {
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: location.city, ...(location.region && { addressRegion: location.region }), addressCountry: location.country },
      },
    }),
    ...(input.remote && { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'NL' } }),
    ...(hasSalary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: {
          '@type': 'QuantitativeValue',
          ...(salary.min !== null && { minValue: salary.min }),
          ...(salary.max !== null && { maxValue: salary.max }),
          unitText: 'MONTH',
        },
      },
    }),
    identifier: { '@type': 'PropertyValue', name: company.name, value: input.identifier },
    directApply: input.directApply,
  };
}

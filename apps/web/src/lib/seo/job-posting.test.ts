import { describe, expect, it } from 'vitest';
import type { BlockNode } from '@/lib/cms/blocks';
import { descriptionHtml, googleEmploymentTypes, jobPostingLd, type JobPostingInput } from './job-posting';

const body: BlockNode[] = [
  { type: 'paragraph', children: [{ type: 'text', text: 'Je bouwt <standen> & decors.' }] },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'Rijbewijs B' }] }] },
];

const input: JobPostingInput = {
  url: 'https://standplaats.test/vacatures/monteur',
  title: 'Monteur standbouw',
  body,
  datePosted: '2026-11-01T09:00:00.000Z',
  validThrough: '2026-12-01',
  employmentType: 'vast',
  hoursPerWeek: 40,
  company: { name: 'De Vries Standbouw', url: 'https://standplaats.test/bedrijvengids/3', website: 'https://devries.example.nl' },
  location: { city: 'Utrecht', region: 'Utrecht', country: 'NL' },
  remote: false,
  salary: { min: 2600, max: 3300 },
  identifier: 'abc123',
  directApply: false,
};

describe('JobPosting', () => {
  it('hold every property Google requires and recommends', () => {
    const ld = jobPostingLd(input) as Record<string, any>;
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply']) {
      expect(ld, key).toHaveProperty(key);
    }
    expect(ld.datePosted).toBe('2026-11-01');
    expect(ld.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Utrecht', addressRegion: 'Utrecht', addressCountry: 'NL' });
    expect(ld.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 2600, maxValue: 3300, unitText: 'MONTH' } });
    expect(ld.employmentType).toEqual(['FULL_TIME']);
    expect(ld.hiringOrganization).toMatchObject({ name: 'De Vries Standbouw', sameAs: 'https://devries.example.nl' });
  });

  it('mark remote work as telecommute with the country applicants must live in, and leave out an unknown salary', () => {
    const ld = jobPostingLd({ ...input, remote: true, location: null, salary: { min: null, max: null } }) as Record<string, any>;
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'NL' });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('baseSalary');
  });

  it('escape the text of the description', () => {
    expect(descriptionHtml(body)).toBe('<p>Je bouwt &lt;standen&gt; &amp; decors.</p><ul><li>Rijbewijs B</li></ul>');
  });

  it('name the contract and full- or part-time by the hours', () => {
    expect(googleEmploymentTypes('tijdelijk', 24)).toEqual(['TEMPORARY', 'PART_TIME']);
    expect(googleEmploymentTypes('stage', 40)).toEqual(['INTERN', 'FULL_TIME']);
    expect(googleEmploymentTypes('bijbaan', 12)).toEqual(['PART_TIME']);
    expect(googleEmploymentTypes(null, null)).toEqual([]);
  });
});

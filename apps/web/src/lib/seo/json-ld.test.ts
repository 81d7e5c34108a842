import { describe, expect, it } from 'vitest';
import {
  breadcrumbLd,
  newsArticleLd,
  organizationLd,
  periodicalLd,
  personLd,
  publicationIssueLd,
  webSiteLd,
  type SiteIdentity,
} from './json-ld';

const site: SiteIdentity = {
  name: 'Standplaats',
  url: 'https://standplaats.nl',
  logo: { url: 'https://standplaats.nl/logo.png', width: 600, height: 60 },
};

// Plain JSON, as a crawler sees it after parsing the script.
const asJson = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value));

const expectedPublisher = {
  '@type': 'Organization',
  name: 'Standplaats',
  url: 'https://standplaats.nl',
  logo: { '@type': 'ImageObject', url: 'https://standplaats.nl/logo.png', width: '600', height: '60' },
};

describe('newsArticleLd', () => {
  const article = {
    url: 'https://standplaats.nl/nieuws/nieuwe-hal',
    headline: 'Nieuwe hal geopend',
    description: 'De beurshal is vernieuwd.',
    datePublished: '2027-03-01T09:00:00Z',
    image: [{ url: 'https://standplaats.nl/media/hal.jpg', width: 1200, height: 630 }],
    author: { name: 'Anna de Vries', url: 'https://standplaats.nl/redactie/anna-de-vries' },
    section: 'Beurzen',
    keywords: ['beurs', 'hal'],
    inLanguage: 'nl',
    publisher: site,
  };

  it('holds what rich results require', () => {
    const ld = asJson(newsArticleLd(article));
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Nieuwe hal geopend',
      datePublished: '2027-03-01T09:00:00Z',
      dateModified: '2027-03-01T09:00:00Z',
      author: { '@type': 'Person', name: 'Anna de Vries', url: 'https://standplaats.nl/redactie/anna-de-vries' },
      image: [{ '@type': 'ImageObject', url: 'https://standplaats.nl/media/hal.jpg', width: '1200', height: '630' }],
      publisher: expectedPublisher,
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://standplaats.nl/nieuws/nieuwe-hal' },
      articleSection: 'Beurzen',
      keywords: 'beurs, hal',
      inLanguage: 'nl',
    });
  });

  it('falls back to the publisher as author and keeps an explicit modification date', () => {
    const ld = asJson(newsArticleLd({ ...article, author: undefined, dateModified: '2027-03-02T10:00:00Z' }));
    expect(ld.author).toMatchObject(expectedPublisher);
    expect(ld.dateModified).toBe('2027-03-02T10:00:00Z');
  });
});

describe('other builders', () => {
  it('personLd names the person and their profiles', () => {
    const ld = asJson(
      personLd({ url: 'https://standplaats.nl/redactie/anna', name: 'Anna', jobTitle: 'Redacteur', sameAs: ['https://x.com/anna'] }),
    );
    expect(ld).toMatchObject({ '@type': 'Person', name: 'Anna', url: 'https://standplaats.nl/redactie/anna', jobTitle: 'Redacteur' });
    expect(ld.sameAs).toEqual(['https://x.com/anna']);
  });

  it('breadcrumbLd numbers items from 1', () => {
    const ld = asJson(breadcrumbLd([{ name: 'Home', url: 'https://standplaats.nl/' }, { name: 'Nieuws', url: 'https://standplaats.nl/nieuws' }]));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://standplaats.nl/' },
      { '@type': 'ListItem', position: 2, name: 'Nieuws', item: 'https://standplaats.nl/nieuws' },
    ]);
  });

  it('organizationLd carries name, url and logo', () => {
    expect(asJson(organizationLd(site))).toMatchObject({ '@context': 'https://schema.org', ...expectedPublisher });
  });

  it('webSiteLd offers a sitelinks search box', () => {
    const ld = asJson(webSiteLd(site, 'https://standplaats.nl/zoeken?q={search_term_string}'));
    expect(ld).toMatchObject({
      '@type': 'WebSite',
      url: 'https://standplaats.nl',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://standplaats.nl/zoeken?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(() => webSiteLd(site, 'https://standplaats.nl/zoeken')).toThrow(TypeError);
  });

  it('periodicalLd and publicationIssueLd link an issue to its magazine', () => {
    expect(asJson(periodicalLd({ url: 'https://standplaats.nl/magazine', name: 'Standplaats Magazine', publisher: site, issn: '1234-5678' }))).toMatchObject({
      '@type': 'Periodical',
      name: 'Standplaats Magazine',
      issn: '1234-5678',
      publisher: expectedPublisher,
    });
    const issue = asJson(
      publicationIssueLd({
        url: 'https://standplaats.nl/magazine/12',
        name: 'Lente 2027',
        issueNumber: 12,
        datePublished: '2027-03-01',
        isPartOf: { url: 'https://standplaats.nl/magazine', name: 'Standplaats Magazine' },
      }),
    );
    expect(issue).toMatchObject({
      '@type': 'PublicationIssue',
      issueNumber: 12,
      datePublished: '2027-03-01',
      isPartOf: { '@type': 'Periodical', url: 'https://standplaats.nl/magazine', name: 'Standplaats Magazine' },
    });
  });
});

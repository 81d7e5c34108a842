import { parseFeed } from '@rowanmanning/feed-parser';
import { describe, expect, it } from 'vitest';
import { feedXml, newsFeed, type FeedFormat, type NewsFeedInput } from './news-feed';

const input: NewsFeedInput = {
  locale: 'nl',
  title: 'Standplaats nieuws',
  description: 'Nieuws over beurzen en evenementen',
  siteUrl: 'https://standplaats.nl',
  feedUrl: { rss: 'https://standplaats.nl/nieuws/rss.xml', atom: 'https://standplaats.nl/nieuws/atom.xml' },
  pageUrl: 'https://standplaats.nl/nieuws',
  updated: '2027-03-02T12:00:00Z',
  items: [
    {
      title: 'Kunst & <Cultuur> in de hal',
      url: 'https://standplaats.nl/nieuws/kunst-en-cultuur?bron=feed&x=1',
      date: '2027-03-02T10:00:00Z',
      summary: 'Samenvatting met & en <tekens>',
      image: { url: 'https://standplaats.nl/media/hal.jpg?w=800&h=600', type: 'image/jpeg', length: 2048 },
      author: { name: 'Anna de Vries', url: 'https://standplaats.nl/redactie/anna' },
      categories: ['Beurzen'],
    },
    {
      title: 'Tweede bericht',
      url: 'https://standplaats.nl/nieuws/tweede',
      date: new Date('2027-03-01T08:30:00Z'),
      summary: 'Kort',
    },
  ],
};

describe.each<FeedFormat>(['rss', 'atom'])('%s feed', (format) => {
  const xml = feedXml(newsFeed(input), format);
  const parsed = parseFeed(xml);

  it('is the expected format, with the feed title, link and language', () => {
    expect(parsed.meta.type).toBe(format);
    expect(parsed.title).toBe('Standplaats nieuws');
    expect(parsed.url).toBe('https://standplaats.nl/nieuws');
    expect(parsed.self).toBe(input.feedUrl[format]);
    expect(parsed.copyright).toBe('Standplaats');
    if (format === 'rss') expect(parsed.language).toBe('nl');
  });

  it('lists every item with its title, link, stable id and date', () => {
    expect(parsed.items).toHaveLength(2);
    const [first, second] = parsed.items;
    expect(first?.title).toBe('Kunst & <Cultuur> in de hal');
    expect(first?.url).toBe('https://standplaats.nl/nieuws/kunst-en-cultuur?bron=feed&x=1');
    expect(first?.id).toBe('https://standplaats.nl/nieuws/kunst-en-cultuur?bron=feed&x=1');
    expect(first?.published?.toISOString()).toBe('2027-03-02T10:00:00.000Z');
    expect(first?.description).toBe('Samenvatting met & en <tekens>');
    expect(first?.authors[0]?.name).toBe('Anna de Vries');
    expect(first?.categories.map((category) => category.term)).toEqual(['Beurzen']);
    expect(first?.media[0]).toMatchObject({ url: 'https://standplaats.nl/media/hal.jpg?w=800&h=600', mimeType: 'image/jpeg', length: 2048 });
    expect(second?.title).toBe('Tweede bericht');
    expect(second?.published?.toISOString()).toBe('2027-03-01T08:30:00.000Z');
  });

  it('escapes a title so readers show its < as text, not a tag', () => {
    expect(xml).not.toContain('<Cultuur>');
  });
});

describe('newsFeed', () => {
  it('writes the English language code for English feeds', () => {
    expect(parseFeed(feedXml(newsFeed({ ...input, locale: 'en' }), 'rss')).language).toBe('en');
  });

  it('rejects an item without a valid date', () => {
    expect(() => newsFeed({ ...input, items: [{ ...input.items[1]!, date: 'binnenkort' }] })).toThrow(RangeError);
  });
});

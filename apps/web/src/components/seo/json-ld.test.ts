import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newsArticleLd } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

const site = { name: 'Standplaats', url: 'https://standplaats.nl', logo: { url: 'https://standplaats.nl/logo.png', width: 600, height: 60 } };

describe('<JsonLd>', () => {
  const hostile = newsArticleLd({
    url: 'https://standplaats.nl/nieuws/x',
    headline: 'Kop </script><script>alert(1)</script> <!-- &',
    description: 'd',
    datePublished: '2027-03-01',
    inLanguage: 'nl',
    publisher: site,
  });

  it('renders one ld+json script that content cannot break out of', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<!--');
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(json).headline).toBe('Kop </script><script>alert(1)</script> <!-- &');
  });
});

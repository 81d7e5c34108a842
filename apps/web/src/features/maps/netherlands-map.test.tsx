import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { provinces } from '@standplaats/shared';
import { LocationMap } from './location-map';
import { NetherlandsMap } from './netherlands-map';

const marks = [
  { id: 'a', name: 'Jaarbeurs, Utrecht', href: '/locatie-finder/jaarbeurs', latitude: 52.0866, longitude: 5.1118 },
  { id: 'b', name: 'MECC Maastricht, Maastricht', href: '/locatie-finder/mecc-maastricht', latitude: 50.8389, longitude: 5.7165 },
  { id: 'c', name: 'Somewhere in Paris', href: '/locatie-finder/paris', latitude: 48.8566, longitude: 2.3522 },
];


describe('NetherlandsMap', () => {
  const html = renderToStaticMarkup(
    <NetherlandsMap
      title="Locaties op de kaart"
      description="2 locaties"
      marks={marks}
      provinceLinks={{ utrecht: { href: '/locatie-finder?provincie=utrecht', name: 'Utrecht: 1 locatie', selected: true } }}
    />,
  );

  it('has a title and a description that name the drawing', () => {
    expect(html).toMatch(/<svg[^>]*aria-labelledby="([^"]+)-title"/);
    expect(html).toContain('<title id="');
    expect(html).toContain('>Locaties op de kaart</title>');
    expect(html).toContain('>2 locaties</desc>');
  });

  it('draws each venue on the map as a link with its name, and leaves out what lies abroad', () => {
    const links = [...html.matchAll(/<a href="([^"]+)" aria-label="([^"]+)"[^>]*><title>[^<]+<\/title><circle/g)].map(([, href, name]) => ({ href, name }));
    expect(links).toEqual([
      { href: '/locatie-finder/jaarbeurs', name: 'Jaarbeurs, Utrecht' },
      { href: '/locatie-finder/mecc-maastricht', name: 'MECC Maastricht, Maastricht' },
    ]);
  });

  it('links the provinces it is given, marking the chosen one', () => {
    expect(html).toContain('<a href="/locatie-finder?provincie=utrecht" aria-label="Utrecht: 1 locatie" aria-current="true"');
    // Twelve provinces, the lakes and the outline, drawn from the map's file, each once.
    const shapes = [...html.matchAll(/<use href="[^"#]*netherlands[^"#]*\.svg#([^"]+)"/g)].map(([, id]) => id);
    expect(shapes.sort()).toEqual([...provinces, 'land', 'meren'].sort());
    expect(html).not.toContain('<path ');
    expect(html.match(/<a /g)).toHaveLength(1 + 2);
  });

  it('escapes names it is given', () => {
    const tricky = renderToStaticMarkup(<NetherlandsMap title="t" description="d" marks={[{ ...marks[0]!, name: '<script>x</script>' }]} />);
    expect(tricky).not.toContain('<script>');
  });
});

describe('LocationMap', () => {
  it('is an image named by its title, with one point', () => {
    const html = renderToStaticMarkup(<LocationMap latitude={52.0866} longitude={5.1118} title="Ligging van Jaarbeurs" description="In Utrecht" />);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('>Ligging van Jaarbeurs</title>');
    expect(html.match(/<circle /g)).toHaveLength(1);
  });

  it('draws nothing for a place off the map', () => {
    expect(renderToStaticMarkup(<LocationMap latitude={48.8566} longitude={2.3522} title="t" description="d" />)).toBe('');
  });
});

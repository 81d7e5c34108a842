import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARD_WIDEST, Image } from './image';

const card = { src: '/uploads/product_1.jpg', alt: '', width: 1600, height: 900, sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw' };

/** The widths a tag's srcset offers, and the file its src names. */
function offered(html: string) {
  const srcSet = html.match(/srcSet="([^"]*)"/)?.[1] ?? '';
  const widths = srcSet.split(', ').map((candidate) => Number.parseInt(candidate.split(' ')[1] ?? '', 10));
  const src = html.match(/ src="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
  return { widths, src };
}

describe('Image', () => {
  it('offers a card no rendition wider than a phone needs, and falls back on the widest it offers', () => {
    const { widths, src } = offered(renderToStaticMarkup(<Image {...card} widest={CARD_WIDEST} />));
    expect(Math.max(...widths)).toBe(1200);
    expect(widths).toContain(384);
    expect(src).toMatch(/&w=1200&/);
  });

  it('offers every width Next is configured for without a limit', () => {
    const { widths, src } = offered(renderToStaticMarkup(<Image {...card} />));
    expect(Math.max(...widths)).toBe(3840);
    expect(src).toMatch(/&w=3840&/);
  });

  it('leaves a picture of a fixed width as Next makes it (1x and 2x)', () => {
    const logo = { src: '/uploads/logo.webp', alt: '', width: 80, height: 40 };
    expect(renderToStaticMarkup(<Image {...logo} widest={100} />)).toBe(renderToStaticMarkup(<Image {...logo} />));
  });
});

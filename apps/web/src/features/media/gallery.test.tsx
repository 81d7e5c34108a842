import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery, type Column, type GalleryLabels } from './gallery';

const images = [1, 2, 3, 4, 5].map((n) => ({ src: `/uploads/product_${n}.jpg`, alt: `Foto ${n}`, width: 800, height: 800 }));
const lightbox = { previous: '', next: '', close: '', zoomIn: '', zoomOut: '', lightbox: '', carousel: '', slide: '', of: '' };
const labels: GalleryLabels = { heading: "Foto's", openImage: (index, total) => `Open afbeelding ${index} van ${total}`, lightbox };

/** Each thumbnail's <img> tag, in order. */
const thumbnails = (html: string) => html.match(/<img [^>]*>/g) ?? [];

describe('Gallery', () => {
  it('loads every thumbnail lazily where it is not the page’s first picture', () => {
    const tags = thumbnails(renderToStaticMarkup(<Gallery images={images} labels={labels} column="max-w-3xl" />));
    expect(tags).toHaveLength(5);
    for (const tag of tags) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toContain('fetchPriority');
    }
  });

  it('fetches a lead gallery’s first thumbnail first and the rest of its first row at once', () => {
    const tags = thumbnails(renderToStaticMarkup(<Gallery images={images} labels={labels} column="max-w-5xl" lead />));
    expect(tags[0]).toContain('fetchPriority="high"');
    expect(tags[0]).not.toContain('loading="lazy"');
    for (const tag of tags.slice(1, 3)) {
      expect(tag).toContain('loading="eager"');
      expect(tag).not.toContain('fetchPriority');
    }
    for (const tag of tags.slice(3)) expect(tag).toContain('loading="lazy"');
  });

  it('sizes its thumbnails to a third of the page’s column where that is at its widest', () => {
    const sizes = (column: Column) =>
      thumbnails(renderToStaticMarkup(<Gallery images={images} labels={labels} column={column} />)).map((tag) => tag.match(/sizes="([^"]*)"/)?.[1]);
    // An article's 48rem (768 px) less two 8 px gaps, and a product page's 64rem (1024 px), beside the main region's 1rem padding;
    // a page block fills the main region itself, 72rem with that padding inside it.
    expect(new Set(sizes('max-w-3xl'))).toEqual(new Set(['(min-width: 50rem) 251px, (min-width: 640px) 33vw, 50vw']));
    expect(new Set(sizes('max-w-5xl'))).toEqual(new Set(['(min-width: 66rem) 336px, (min-width: 640px) 33vw, 50vw']));
    expect(new Set(sizes('main'))).toEqual(new Set(['(min-width: 72rem) 368px, (min-width: 640px) 33vw, 50vw']));
  });
});

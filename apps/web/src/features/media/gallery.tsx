import { getImageProps } from 'next/image';
import { Image, THUMBNAIL_WIDEST } from '@/components/ui/image';
import { useId } from 'react';
import type { Media } from '@/lib/cms/media';
import { GalleryLightbox, type LightboxLabels, type LightboxSlide } from './gallery-lightbox.client';

export type GalleryLabels = {
  heading: string;
  /** The name of a thumbnail's button, e.g. "Open image 2 of 5"; the image's alt text follows it. */
  openImage: (index: number, total: number) => string;
  lightbox: LightboxLabels;
};

// The main region's padding either side of the page's column, and the gap between thumbnails.
const PADDING_REM = 1;
const GAP_PX = 8;

/**
 * The widest a page's column gets, in rem: a column's `max-w-*` class, or `main` for the main region
 * itself, whose max-w-6xl (72rem) includes its own padding.
 */
const COLUMN_REM = { 'max-w-3xl': 48, 'max-w-4xl': 56, 'max-w-5xl': 64, main: 72 - 2 * PADDING_REM } as const;
export type Column = keyof typeof COLUMN_REM;

/**
 * How wide a thumbnail shows, for the browser to pick its rendition: a third of the column where the
 * column is at its widest, a third of the screen below that, half of it on phones (two columns).
 */
function thumbnailSizes(column: Column): string {
  const columnRem = COLUMN_REM[column];
  const thumbnail = Math.ceil((columnRem * 16 - 2 * GAP_PX) / 3);
  return `(min-width: ${columnRem + 2 * PADDING_REM}rem) ${thumbnail}px, (min-width: 640px) 33vw, 50vw`;
}

// The thumbnails of the first row where the grid is widest: a lead gallery loads them at once.
const FIRST_ROW = 3;

/** How a thumbnail loads: a lead gallery's first with priority, the rest of its first row at once, any other when near the screen. */
const loading = (lead: boolean, index: number) =>
  !lead || index >= FIRST_ROW ? ({ loading: 'lazy' } as const) : index === 0 ? { priority: true } : ({ loading: 'eager' } as const);

// The optimiser serves uploads (site-relative); other hosts are not configured for it.
const isExternal = (src: string) => !src.startsWith('/') || src.startsWith('//');

/** A slide at full size, with the optimiser's smaller renditions for small screens. */
function toSlide(image: Media): LightboxSlide {
  if (isExternal(image.src)) return image;
  const { srcSet } = getImageProps({ ...image, sizes: '100vw' }).props;
  // Only renditions up to the natural width, or the lightbox would think it can zoom further.
  const renditions = (srcSet ?? '')
    .split(', ')
    .map((entry) => entry.split(' '))
    .map(([src = '', width = '']) => ({ src, width: Number.parseInt(width, 10) }))
    .filter(({ src, width }) => src && width < image.width)
    .map(({ src, width }) => ({ src, width, height: Math.round((width * image.height) / image.width) }));
  return { ...image, srcSet: [...renditions, { src: image.src, width: image.width, height: image.height }] };
}

/**
 * A grid of thumbnails that open a zoomable lightbox; the lightbox loads on the first click. A
 * `lead` gallery is the page's first picture, on a phone's first screen: its first thumbnail is the
 * page's largest paint and fetched first, the rest of its first row at once; the others load lazily.
 * `column` is the page's column (its `max-w-*` class, or `main`): the thumbnails are sized to it.
 */
export function Gallery({ images, labels, column, lead = false }: { images: Media[]; labels: GalleryLabels; column: Column; lead?: boolean }) {
  const headingId = useId();
  if (images.length === 0) return null;
  const sizes = thumbnailSizes(column);
  return (
    <section aria-labelledby={headingId} className="my-8">
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {labels.heading}
      </h2>
      <GalleryLightbox slides={images.map(toSlide)} title={labels.heading} labels={labels.lightbox}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {images.map((image, i) => (
            <li key={`${i}-${image.src}`}>
              <button
                type="button"
                data-slide={i}
                aria-haspopup="dialog"
                className="block aspect-square w-full cursor-zoom-in overflow-hidden rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-main-700"
              >
                <span className="sr-only">{labels.openImage(i + 1, images.length)}</span>
                <Image
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes={sizes}
                  widest={THUMBNAIL_WIDEST}
                  {...loading(lead, i)}
                  unoptimized={isExternal(image.src)}
                  className="h-full w-full object-cover transition-transform motion-safe:hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      </GalleryLightbox>
    </section>
  );
}

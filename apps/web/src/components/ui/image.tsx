import { preload } from 'react-dom';
import { getImageProps, type ImageProps } from 'next/image';

/**
 * The widest rendition a picture in a list needs: a card or a teaser is at most a phone's full
 * width, 430 CSS px at three device pixels each (1,290), for which the optimiser's 1200 is close
 * enough. For a `sizes` in vw Next offers every width it is configured for, up to 3840, and a
 * 3x phone took the 1920 one.
 */
export const CARD_WIDEST = 1200;

/** The same for a thumbnail, at most half a phone's width (a gallery's, a magazine's cover). */
export const THUMBNAIL_WIDEST = 1080;

/**
 * The same for a picture in the reading column: at most 768 CSS px, at two device pixels on a
 * tablet or a desktop (1,536), or a phone's full width at three.
 */
export const COLUMN_WIDEST = 1920;

/**
 * `srcSet` without the renditions wider than `widest` (width descriptors only), and `src`, the
 * fallback of a browser without srcset, the widest one kept. Every candidate is written twice on
 * a page, in the markup and in the RSC payload: a grid of 24 products carried 240.
 */
function widestUpTo<T extends { src: string; srcSet?: string }>(img: T, widest: number | undefined): T {
  if (!widest || !img.srcSet) return img;
  const candidates = img.srcSet.split(', ').map((candidate) => {
    const [src = '', descriptor = ''] = candidate.split(' ');
    return { src, descriptor, width: descriptor.endsWith('w') ? Number.parseInt(descriptor, 10) : Number.NaN };
  });
  const kept = candidates.filter(({ width }) => width <= widest);
  if (candidates.some(({ width }) => Number.isNaN(width)) || kept.length === 0 || kept.length === candidates.length) return img;
  return { ...img, srcSet: kept.map(({ src, descriptor }) => `${src} ${descriptor}`).join(', '), src: kept.at(-1)!.src };
}

/**
 * next/image's markup (srcset, sizes, lazy loading, the preload of a priority image) rendered on
 * the server: next/image itself is a client component, and every page with a picture would ship
 * and hydrate it. No blur placeholder or load callbacks, which a server component cannot have.
 * `widest` leaves out the renditions no layout of the picture needs (the `*_WIDEST` above).
 */
export function Image({ widest, ...props }: ImageProps & { widest?: number }) {
  // A priority image is the page's largest paint: fetched first, not after the stylesheets' fonts.
  const img = widestUpTo(getImageProps(props.priority ? { fetchPriority: 'high', ...props } : props).props, widest);
  if (props.priority || props.preload) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
      fetchPriority: img.fetchPriority,
    });
  }
  // The alt text comes with the props; next/image requires it.
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output (getImageProps above), rendered as a plain element
  return <img {...img} />;
}

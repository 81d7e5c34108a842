import { preload } from 'react-dom';
import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (srcset, sizes, lazy loading, the preload of a priority image) rendered on
 * the server: next/image itself is a client component, and every page with a picture would ship
 * and hydrate it. No blur placeholder or load callbacks, which a server component cannot have.
 */
export function Image(props: ImageProps) {
  // A priority image is the page's largest paint: fetched first, not after the stylesheets' fonts.
  const { props: img } = getImageProps(props.priority ? { fetchPriority: 'high', ...props } : props);
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

import { getTranslations } from 'next-intl/server';
import type { Media } from '@/lib/cms/media';
import { Gallery, type Column } from '@/features/media/gallery';

/** A gallery with its lightbox, labelled in the visitor's language; `column` and `lead` as Gallery's. */
export async function LabelledGallery({ images, title, column, lead }: { images: Media[]; title?: string; column: Column; lead?: boolean }) {
  const t = await getTranslations('gallery');
  return (
    <Gallery
      images={images}
      column={column}
      lead={lead}
      labels={{
        heading: title || t('heading'),
        openImage: (index, total) => t('openImage', { index, total }),
        lightbox: {
          previous: t('previous'),
          next: t('next'),
          close: t('close'),
          zoomIn: t('zoomIn'),
          zoomOut: t('zoomOut'),
          lightbox: t('lightbox'),
          carousel: t('carousel'),
          slide: t('slide'),
          of: t('of'),
        },
      }}
    />
  );
}

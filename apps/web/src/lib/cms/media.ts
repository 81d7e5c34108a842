import { z } from 'zod';

export const mediaSchema = z.object({
  url: z.string(),
  alternativeText: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});

export type Media = { src: string; alt: string; width: number; height: number };

/** Uploads stay site-relative (served by the site's /uploads route); external URLs are kept. */
export function toMedia(media: z.infer<typeof mediaSchema> | null | undefined): Media | null {
  if (!media) return null;
  return {
    src: media.url,
    alt: media.alternativeText ?? '',
    width: media.width ?? 1200,
    height: media.height ?? 675,
  };
}

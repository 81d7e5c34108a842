import { z } from 'zod';
import { cms } from './index';
import { CmsError } from './errors';

const clickSchema = z.object({ data: z.object({ id: z.number(), url: z.url({ protocol: /^https?$/ }) }) });

/**
 * Records a click on a tracked outbound link (a Marketing event in the CMS) and returns where it
 * goes; null for an unknown link. Never cached: every click counts.
 */
export async function followOutboundLink(id: number, click: { referrer?: string; session?: string }): Promise<string | null> {
  try {
    const body = await cms.post(`/outbound-links/${id}/click`, click, { cache: 'no-store' });
    return clickSchema.parse(body).data.url;
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

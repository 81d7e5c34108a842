import 'server-only';
import { z } from 'zod';
import type { Locale } from '@standplaats/shared';
import { cms } from './index';
import { siteOnly } from './site-only';

export type ContactRequest = {
  /** The company's documentId, and the product's when sent from its page. */
  partner: string;
  product?: string;
  locale: Locale;
  name: string;
  company?: string;
  email: string;
  phone?: string;
  message: string;
};

const answerSchema = z.object({ data: z.object({ documentId: z.string(), companyName: z.string() }) });

/**
 * A visitor's message to a company: the CMS stores it and mails it to the company, with a copy to
 * the visitor. It answers with the company's name, in the request's language, as the mails give it.
 */
export async function sendContactRequest(request: ContactRequest): Promise<{ documentId: string; companyName: string }> {
  return answerSchema.parse(await cms.post('/contact-requests', request, await siteOnly())).data;
}

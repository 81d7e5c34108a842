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

/** A visitor's message to a company: the CMS stores it and mails it to the company, with a copy to the visitor. */
export async function sendContactRequest(request: ContactRequest): Promise<void> {
  const body = await cms.post('/contact-requests', request, await siteOnly());
  z.object({ data: z.object({ documentId: z.string() }) }).parse(body);
}

import 'server-only';
import { z } from 'zod';
import { provinces, sectors } from '@standplaats/shared';
import { readToken } from '@/lib/auth/cookies';
import { env } from '@/lib/env';
import { apiBase } from './client';
import { CmsError, normaliseCmsError } from './errors';
import { memberCms } from './index';

// A company admin's own listing, through the CMS's company-listing endpoints with the member's
// JWT: the CMS checks that the member is an admin of the company and stores changes as drafts.

const state = z.enum(['published', 'pending', 'new']);
const nullable = z.string().nullable();

const listingSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  state,
  profile: z
    .object({
      description: nullable, sector: z.enum(sectors).nullable(), website: nullable, email: nullable, phone: nullable,
      street: nullable, postalCode: nullable, city: nullable, province: z.enum(provinces).nullable(),
    })
    .nullable(),
  products: z.array(
    z.object({
      documentId: z.string(),
      name: z.string(),
      category: z.enum(sectors).nullable(),
      description: nullable,
      specifications: z.array(z.object({ name: z.string(), value: z.string() })),
      image: z.object({ id: z.number(), url: z.string() }).nullable(),
      state,
    }),
  ),
  // The company's entries at coming fairs: the organiser's hall and stand, its own products and message.
  exhibitors: z
    .array(
      z.object({
        documentId: z.string(),
        event: z.object({ documentId: z.string(), title: z.string(), slug: z.string(), startsAt: z.string(), endsAt: z.string() }),
        hall: z.string(),
        stand: z.string(),
        message: nullable,
        messageEn: nullable,
        products: z.array(z.string()),
        state,
      }),
    )
    .default([]),
});

export type CompanyListing = z.infer<typeof listingSchema>;
export type ListingState = z.infer<typeof state>;

/** The companies the signed-in member administers, as their drafts stand, with what waits for publication. */
export async function listMyCompanies(): Promise<CompanyListing[]> {
  const body = await memberCms.get('/company-listings/mine', { cache: 'no-store' });
  return z.object({ data: z.array(listingSchema) }).parse(body).data;
}

export type ProfileInput = {
  description: string; sector: string; website: string; email: string; phone: string; street: string; postalCode: string; city: string; province: string;
};

export async function saveCompanyProfile(company: string, profile: ProfileInput): Promise<void> {
  await memberCms.request('PUT', `/company-listings/${encodeURIComponent(company)}/profile`, { body: profile, cache: 'no-store' });
}

export type ProductInput = { name: string; category: string; description: string; specifications: { name: string; value: string }[]; image?: number | null };

/** Creates (no `product`) or changes a product; either way a draft. */
export async function saveProduct(company: string, product: string | null, input: ProductInput): Promise<void> {
  const base = `/company-listings/${encodeURIComponent(company)}/products`;
  if (product) await memberCms.request('PUT', `${base}/${encodeURIComponent(product)}`, { body: input, cache: 'no-store' });
  else await memberCms.request('POST', base, { body: input, cache: 'no-store' });
}

export type ExhibitorInput = { message: string; messageEn: string; products: string[] };

/** Changes what the company shows and says at a fair: a draft the editors publish. */
export async function saveExhibitorEntry(company: string, exhibitor: string, input: ExhibitorInput): Promise<void> {
  await memberCms.request('PUT', `/company-listings/${encodeURIComponent(company)}/exhibitors/${encodeURIComponent(exhibitor)}`, { body: input, cache: 'no-store' });
}

export async function removeProduct(company: string, product: string): Promise<void> {
  await memberCms.request('DELETE', `/company-listings/${encodeURIComponent(company)}/products/${encodeURIComponent(product)}`, { cache: 'no-store' });
}

/** Uploads an image for the company's products through the CMS, which checks its type and size. */
export async function uploadProductImage(company: string, file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name || 'image');
  const token = await readToken();
  const response = await fetch(`${apiBase({ url: env.CMS_URL, version: env.CMS_API_VERSION })}/company-listings/${encodeURIComponent(company)}/images`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: form,
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new CmsError(normaliseCmsError(body));
  return z.object({ data: z.object({ id: z.number() }) }).parse(body).data.id;
}

'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { LISTING_IMAGE_MAX_BYTES, listingImageTypes, type Locale, localisedPath } from '@standplaats/shared';
import { CmsError } from '@/lib/cms/errors';
import { removeProduct, saveCompanyProfile, saveExhibitorEntry, saveProduct, uploadProductImage } from '@/lib/cms/my-company';
import type { DoneMessage } from '@/components/forms/action-form.client';
import type { ButtonActionState } from '@/components/forms/button-action.client';
import { formSpec } from '@/components/forms/labels';
import { formDataOf, isDocumentId, languageOf, refuseCall, submitForm } from '@/components/forms/server';
import type { FormState } from '@/components/forms/types';
import { companyProfileForm, exhibitorForm, parseSpecifications, productForm } from './forms';

type State = FormState<DoneMessage>;

const text = (value: unknown) => String(value ?? '').trim();
const accountPage = (locale: Locale) => localisedPath(locale, '/account');

/** The CMS's refusals in the member's words: not an admin, a product that is gone, a bad image. */
const explain = (locale: Locale) => async (error: CmsError) => {
  const t = await getTranslations({ locale, namespace: 'myCompany.errors' });
  if (error.status === 403 || error.status === 401) return t('forbidden');
  if (error.status === 404) return t('notFound');
  if (error.name === 'ValidationError' && error.message.includes('image')) return t('image');
  if (error.name === 'ValidationError' && error.message.includes('products')) return t('products');
  return null;
};

export async function updateCompanyProfileAction(locale: string, company: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  if (!isDocumentId(company)) return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(companyProfileForm, 'myCompany', language),
    locale: language,
    explain: explain(language),
    send: async (values) => {
      const t = await getTranslations({ locale: language, namespace: 'myCompany' });
      const fields = Object.keys(companyProfileForm) as (keyof typeof companyProfileForm)[];
      await saveCompanyProfile(company, Object.fromEntries(fields.map((name) => [name, text(values[name])])) as Record<keyof typeof companyProfileForm, string>);
      revalidatePath(accountPage(language));
      return { title: t('savedTitle'), message: t('profileSaved') };
    },
  });
}

/** An image chosen in the form: none, one the CMS may take, or null for one it would refuse. */
function chosenImage(formData: FormData): File | undefined | null {
  const file = formData.get('image');
  if (!(file instanceof File) || file.size === 0) return undefined;
  return listingImageTypes.includes(file.type) && file.size <= LISTING_IMAGE_MAX_BYTES ? file : null;
}

export async function saveProductAction(locale: string, company: string, product: string | null, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  if (!isDocumentId(company) || (product !== null && !isDocumentId(product)) || !formDataOf(formData)) return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  const t = await getTranslations({ locale: language, namespace: 'myCompany' });
  const image = chosenImage(formData);
  const state = await submitForm<DoneMessage>({
    formData,
    spec: await formSpec(productForm, 'myCompany', language),
    locale: language,
    explain: explain(language),
    send: async (values) => {
      if (image === null) throw new CmsError({ status: 400, name: 'ValidationError', message: 'image' });
      const uploaded = image ? await uploadProductImage(company, image) : undefined;
      await saveProduct(company, product, {
        name: text(values.name),
        category: text(values.category),
        description: text(values.description),
        specifications: parseSpecifications(String(values.specifications ?? '')),
        ...(uploaded !== undefined && { image: uploaded }),
      });
      revalidatePath(accountPage(language));
      return { title: t('savedTitle'), message: t('productSaved') };
    },
  });
  return state;
}

/** Saves the products a company shows at a fair and its fair message, as a draft for the editors. */
export async function saveExhibitorAction(locale: string, company: string, exhibitor: string, _state: State, formData: FormData): Promise<State> {
  const language = languageOf(locale);
  if (!isDocumentId(company) || !isDocumentId(exhibitor)) return { status: 'failed', values: {}, fieldErrors: {}, message: await refuseCall(language) };
  return submitForm<DoneMessage>({
    formData,
    spec: await formSpec(exhibitorForm, 'myCompany', language),
    locale: language,
    explain: explain(language),
    send: async (values) => {
      const t = await getTranslations({ locale: language, namespace: 'myCompany' });
      const products = (Array.isArray(values.products) ? values.products : []).filter(isDocumentId);
      await saveExhibitorEntry(company, exhibitor, { message: text(values.message), messageEn: text(values.messageEn), products });
      revalidatePath(accountPage(language));
      return { title: t('savedTitle'), message: t('fairSaved') };
    },
  });
}

export async function removeProductAction(locale: string, company: string, product: string, _state: ButtonActionState, _formData: FormData): Promise<ButtonActionState> {
  const language = languageOf(locale);
  if (!isDocumentId(company) || !isDocumentId(product)) return { status: 'failed', message: await refuseCall(language) };
  const t = await getTranslations({ locale: language, namespace: 'myCompany' });
  try {
    await removeProduct(company, product);
    revalidatePath(accountPage(language));
    return { status: 'done', message: t('removed') };
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return { status: 'failed', message: (await explain(language)(error)) ?? t('errors.failed') };
  }
}

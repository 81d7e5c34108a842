import type { Core, UID } from '@strapi/strapi';

export type Data = Record<string, unknown>;
type Status = 'published' | 'draft';

// The seed tables are checked against the schemas at runtime by Strapi's validation; typing every
// table against the generated content types would only repeat the schemas here.
type Documents = {
  create(params: { locale?: string; status?: Status; data: Data }): Promise<{ documentId: string }>;
  update(params: { documentId: string; locale?: string; status?: Status; data: Data }): Promise<unknown>;
};

const documents = (strapi: Core.Strapi, uid: UID.ContentType) => strapi.documents(uid) as unknown as Documents;

/** What later seed steps need to know of a document: its id and whether it has an English version. */
export type Seeded = { documentId: string; english: boolean };

type Options = { status?: Status };

/**
 * Creates the Dutch version and, when `en` is given, the English one. Localized relations are per
 * locale in Strapi 5, so `en` names its own relations (see `relationIds`).
 */
export async function createLocalized(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  nl: Data,
  en?: Data,
  { status = 'published' }: Options = {},
): Promise<Seeded> {
  const docs = documents(strapi, uid);
  const { documentId } = await docs.create({ locale: 'nl', status, data: nl });
  if (en) await docs.update({ documentId, locale: 'en', status, data: en });
  return { documentId, english: Boolean(en) };
}

/** Creates a document of a type that is not localized. */
export async function createPlain(strapi: Core.Strapi, uid: UID.ContentType, data: Data, { status }: Options = {}) {
  const { documentId } = await documents(strapi, uid).create({ status, data });
  return documentId;
}

/** Document ids for a relation in the given locale: the English side may only name English versions. */
export function relationIds(targets: (Seeded | undefined)[], locale: 'nl' | 'en'): string[] {
  return targets.filter((t): t is Seeded => !!t && (locale === 'nl' || t.english)).map((t) => t.documentId);
}

/** A to-one relation in the given locale, or null when the target has no version there. */
export function relationId(target: Seeded | undefined, locale: 'nl' | 'en'): string | null {
  return relationIds([target], locale)[0] ?? null;
}

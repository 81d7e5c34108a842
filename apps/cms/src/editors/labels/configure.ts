import { isDeepStrictEqual } from 'node:util';
import type { Core } from '@strapi/strapi';
import { componentLabels, typeLabels } from './index';
import { SYSTEM_FIELDS, type Fields, type TypeLabels } from './kit';

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: unknown[] };
};
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Partial<Configuration>): Promise<unknown>;
};
type Attribute = { type: string; target?: string };

/** What this code last set as a type's list view; an editor's own arrangement differs from it and is kept. */
type ListView = { list: string[]; sortBy?: string; sortOrder?: string };
const listViews = (strapi: Core.Strapi) => strapi.store({ type: 'api', name: 'editors', key: 'list-views' });

/** Equal as stored (JSON, so an undefined key is none), whatever the order of keys. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/** Writes the keys of a configuration the code changes; most starts change none, and write nothing. */
async function update(service: ConfigurationService, uid: string, current: Configuration, patch: Partial<Configuration>) {
  if (Object.entries(patch).every(([key, value]) => same(current[key as keyof Configuration], value))) return 0;
  await service.updateConfiguration({ uid }, patch);
  return 1;
}

/**
 * The labels, help texts and placeholders of every field in the admin's forms and lists, from the
 * code (types/<type>.ts), written at every start into the content manager's
 * configuration: a new or renamed label reaches an existing database on its next start. The
 * configuration service replaces whole top-level keys, so each is read, merged and written back.
 * A type's list columns and order are set the same way until an editor arranges them otherwise.
 */
export async function configureEditorScreens(strapi: Core.Strapi) {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ConfigurationService;
  const components = contentManager.service('components') as ConfigurationService;
  const storedViews = ((await listViews(strapi).get()) ?? {}) as Record<string, ListView>;
  const setViews = { ...storedViews };
  let written = 0;

  for (const [uid, labels] of Object.entries(typeLabels)) {
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes: Record<string, Attribute> } | undefined;
    if (!model) continue;
    const current = await contentTypes.findConfiguration({ uid });
    const view = listView(labels);
    const untouched = !setViews[uid] || same(setViews[uid], { list: current.layouts.list, sortBy: current.settings.defaultSortBy, sortOrder: current.settings.defaultSortOrder });
    written += await update(contentTypes, uid, current, {
      metadatas: labelled(current.metadatas, { ...SYSTEM_FIELDS, ...labels.fields }, model.attributes),
      settings: { ...current.settings, mainField: labels.mainField, ...(untouched && view.sortBy && { defaultSortBy: view.sortBy, defaultSortOrder: view.sortOrder }) },
      ...(untouched && view.list.length > 0 && { layouts: { ...current.layouts, list: view.list } }),
    });
    if (untouched) setViews[uid] = view;
  }
  if (!same(storedViews, setViews)) await listViews(strapi).set({ value: setViews });

  for (const [uid, labels] of Object.entries(componentLabels)) {
    const model = strapi.components[uid as keyof typeof strapi.components] as { attributes: Record<string, Attribute> } | undefined;
    if (!model) continue;
    const current = await components.findConfiguration({ uid });
    written += await update(components, uid, current, {
      metadatas: labelled(current.metadatas, { ...SYSTEM_FIELDS, ...labels.fields }, model.attributes),
      settings: { ...current.settings, ...(labels.mainField && { mainField: labels.mainField }) },
    });
  }
  strapi.log.debug(`Editor screens: ${written} configurations written`);
}

const listView = ({ list = [], sort }: TypeLabels): ListView => ({ list, ...(sort && { sortBy: sort.field, sortOrder: sort.order }) });

/**
 * The stored metadatas with the code's texts: label, description and placeholder are the code's
 * (an absent help text is none), a relation names its documents by the target's main field, and
 * what the CMS fills in itself is read-only. The rest (visibility, sizes) stays as stored.
 */
function labelled(metadatas: Record<string, Metadata>, fields: Fields, attributes: Record<string, Attribute>) {
  const result: Record<string, Metadata> = { ...metadatas };
  for (const [name, text] of Object.entries(fields)) {
    const stored = metadatas[name];
    if (!stored) continue;
    const target = attributes[name]?.type === 'relation' ? attributes[name].target : undefined;
    const targetField = target && typeLabels[target]?.mainField;
    result[name] = {
      ...stored,
      edit: {
        ...stored.edit,
        label: text.label,
        description: text.description ?? '',
        placeholder: text.placeholder ?? '',
        ...(name in attributes && { editable: !text.readOnly }),
        ...(targetField && { mainField: targetField }),
      },
      list: { ...stored.list, label: text.label },
    };
  }
  return result;
}

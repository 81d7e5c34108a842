import type { Core } from '@strapi/strapi';
import { EDITORIAL_TYPES } from './editorial';

/** The admin's roles, by the codes Strapi gave its own three (kept, so users in them stay in them). */
export const ROLE = { beheerder: 'strapi-super-admin', eindredacteur: 'strapi-editor', auteur: 'strapi-author' } as const;
export type RoleCode = (typeof ROLE)[keyof typeof ROLE];

const ROLES: { code: RoleCode; name: string; description: string }[] = [
  { code: ROLE.beheerder, name: 'Beheerder', description: 'Alles: inhoud, gebruikers, rollen en instellingen. Publiceert ook zonder review.' },
  {
    code: ROLE.eindredacteur,
    name: 'Eindredacteur',
    description: 'Keurt goed, publiceert en plant alle inhoud, modereert vacatures en bedrijfswijzigingen. De rechten komen bij elke start uit de code.',
  },
  { code: ROLE.auteur, name: 'Auteur', description: 'Schrijft artikelen, evenementen, pagina’s en magazines en zet ze ter review; publiceert niet. De rechten komen bij elke start uit de code.' },
];

/** What an Auteur links to from what they write (relation pickers), without changing it. */
const REFERENCED = ['api::author.author', 'api::tag.tag', 'api::partner.partner', 'api::venue.venue'];
/** Members and their companies, which editors look up and change (a member made company admin, an account blocked). */
const MEMBERS = ['api::membership.membership', 'plugin::users-permissions.user'];
/** What readers sent in or searched for: Eindredacteuren read it, the system writes it. */
const SENT_IN = [
  'api::contact-request.contact-request',
  'api::event-registration.event-registration',
  'api::invitation.invitation',
  'api::newsletter-subscriber.newsletter-subscriber',
  'api::search-query.search-query',
  'api::subscription-order.subscription-order',
];
/** Only an Eindredacteur plans (the Auteur's forms show these read-only). */
const SCHEDULING_FIELDS = ['publishAt', 'unpublishAt'];

const CM = 'plugin::content-manager.explorer';

const hiddenFromEditors = (strapi: Core.Strapi, uid: string) =>
  (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { pluginOptions?: { 'content-manager'?: { visible?: boolean } } }).pluginOptions?.['content-manager']?.visible === false;
const IS_CREATOR = 'admin::is-creator';

type Permission = { action: string; subject?: string; properties?: { fields?: string[]; locales?: string[] }; conditions?: string[] };

/**
 * The Auteur, Eindredacteur and Beheerder roles: Strapi's own three, renamed, with the
 * permissions each needs and no more, set from this code on every start so that a type added
 * later gets them too. The Beheerder is Strapi's super admin, who has every permission anyway.
 */
export async function ensureEditorRoles(strapi: Core.Strapi) {
  const roles = strapi.db.query('admin::role');
  const ids = {} as Record<RoleCode, number>;
  for (const { code, name, description } of ROLES) {
    const existing = (await roles.findOne({ where: { code } })) as { id: number; name: string; description: string } | null;
    if (existing && (existing.name !== name || existing.description !== description)) await roles.update({ where: { id: existing.id }, data: { name, description } });
    ids[code] = existing?.id ?? ((await roles.create({ data: { code, name, description } })) as { id: number }).id;
  }
  const locales = ((await strapi.plugin('i18n').service('locales').find()) as { code: string }[]).map(({ code }) => code);
  const grant = permissionsFor(strapi, locales);
  const service = strapi.service('admin::role') as { assignPermissions(id: number, permissions: Permission[]): Promise<unknown> };

  await service.assignPermissions(ids[ROLE.auteur], [
    ...grant(EDITORIAL_TYPES, ['create'], { without: SCHEDULING_FIELDS }),
    ...grant(EDITORIAL_TYPES, ['read']),
    ...grant(EDITORIAL_TYPES, ['update', 'delete'], { without: SCHEDULING_FIELDS, conditions: [IS_CREATOR] }),
    ...grant(REFERENCED, ['read']),
    ...media({ own: true }),
  ]);
  // Eindredacteuren publish and moderate every other type of the project, so one added later is theirs too.
  // Types hidden from the content manager (readers' visits and devices, a member's fair visit) are
  // the system's and the members' alone: the admin has no permissions for them to give.
  const managed = Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::') && !hiddenFromEditors(strapi, uid) && ![...MEMBERS, ...SENT_IN].includes(uid));
  await service.assignPermissions(ids[ROLE.eindredacteur], [
    ...grant(managed, ['create', 'read', 'update', 'delete', 'publish']),
    ...grant(MEMBERS, ['create', 'read', 'update', 'delete']),
    ...grant(SENT_IN, ['read']),
    ...media({ own: false }),
  ]);
}

/** Content-manager permissions on types, on all their fields (but `without`) and languages. */
function permissionsFor(strapi: Core.Strapi, locales: string[]) {
  const contentTypes = strapi.service('admin::content-type') as { getPermissionsWithNestedFields(actions: unknown[]): { subject: string; properties: { fields?: string[] } }[] };
  // A type's fields, once per type (the roles ask for the editorial types four times).
  const fieldsOf = new Map<string, string[] | undefined>();
  const allFields = (uid: string) => {
    if (!fieldsOf.has(uid)) {
      const [withFields] = contentTypes.getPermissionsWithNestedFields([{ actionId: `${CM}.read`, subjects: [uid], options: { applyToProperties: ['fields'] } }]);
      fieldsOf.set(uid, withFields.properties.fields);
    }
    return fieldsOf.get(uid);
  };
  return (uids: readonly string[], actions: string[], { without = [], conditions = [] }: { without?: string[]; conditions?: string[] } = {}): Permission[] =>
    uids.flatMap((uid) => {
      const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined;
      if (!model) return [];
      const fields = allFields(uid)?.filter((field) => !without.includes(field.split('.')[0]));
      const localized = model.pluginOptions?.i18n?.localized === true;
      return actions.map((action) => ({
        action: `${CM}.${action}`,
        subject: uid,
        // Deleting and publishing act on whole documents: no fields.
        properties: { ...(['create', 'read', 'update'].includes(action) && { fields }), ...(localized && { locales }) },
        conditions,
      }));
    });
}

/** The Media Library: everyone uses every image; an Auteur changes only their own uploads. */
function media({ own }: { own: boolean }): Permission[] {
  const conditions = own ? [IS_CREATOR] : [];
  return [
    { action: 'plugin::upload.read' },
    { action: 'plugin::upload.assets.create' },
    { action: 'plugin::upload.assets.update', conditions },
    { action: 'plugin::upload.assets.download' },
    { action: 'plugin::upload.assets.copy-link' },
    ...(own ? [] : [{ action: 'plugin::upload.configure-view' }]),
  ];
}

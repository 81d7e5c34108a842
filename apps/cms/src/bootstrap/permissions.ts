import type { Core } from '@strapi/strapi';

// What anonymous visitors may read; drafts stay hidden (see utils/content-api.ts).
const PUBLIC_READ = [
  'api::article.article',
  'api::author.author',
  'api::event.event',
  'api::exhibitor.exhibitor',
  'api::explore-topic.explore-topic',
  'api::magazine.magazine',
  'api::page.page',
  'api::partner.partner',
  'api::product.product',
  'api::redirect.redirect',
  'api::subscription-plan.subscription-plan',
  'api::tag.tag',
  'api::vacancy.vacancy',
  'api::venue.venue',
  'api::wire-item.wire-item',
];
// Single types only have `find`.
const PUBLIC_SINGLE = ['api::global.global'];
// Custom endpoints the site calls for anonymous visitors. Outbound links and analytics events
// themselves stay unlisted: the public only clicks a link, it never reads the table.
const PUBLIC_ACTIONS = [
  'api::article.article.archive',
  'api::sitemap-entry.sitemap-entry.find',
  'api::outbound-link.outbound-link.click',
  'api::event.event.cities',
  'api::floor-plan.floor-plan.show',
  'api::event-registration.event-registration.places',
  'api::venue.venue.cities',
  'api::vacancy.vacancy.closed',
  'api::search.search.find',
  'api::search.search.suggest',
];

// Roles do not inherit from each other: signed-in members read what anonymous visitors read.
const READING_ROLES = ['public', 'authenticated'];
// What only signed-in members may do: their own account, company invitations, changing a password,
// their own event registrations.
const MEMBER_ACTIONS = [
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
  'api::account.account.overview',
  'api::account.account.updateProfile',
  'api::account.account.requestEmailChange',
  'api::account.account.setNewsletter',
  'api::account.account.export',
  'api::account.account.remove',
  'api::account.account.logOutEverywhere',
  'api::invitation.invitation.invite',
  'api::invitation.invitation.accept',
  'api::event-registration.event-registration.register',
  'api::event-registration.event-registration.mine',
  'api::event-registration.event-registration.cancel',
  // The member's favourite stands at a fair ("Mijn beursbezoek"), their own alone.
  'api::fair-visit.fair-visit.mine',
  'api::fair-visit.fair-visit.save',
  // Push reminders of the events the member registered for.
  'api::push-subscription.push-subscription.reminders',
  'api::push-subscription.push-subscription.setReminders',
  // A company admin's own listing; the company-admin policy checks the company in each path.
  'api::company-listing.company-listing.mine',
  'api::company-listing.company-listing.updateProfile',
  'api::company-listing.company-listing.uploadImage',
  'api::company-listing.company-listing.createProduct',
  'api::company-listing.company-listing.updateProduct',
  'api::company-listing.company-listing.removeProduct',
  'api::company-listing.company-listing.updateExhibitor',
  'api::vacancy.vacancy.mine',
  'api::vacancy.vacancy.post',
  'api::vacancy.vacancy.edit',
  'api::vacancy.vacancy.fill',
  'api::vacancy.vacancy.withdraw',
  // The industry dashboard: the figures of the member's own companies (the controller checks which).
  'api::statistics.statistics.companies',
  'api::statistics.statistics.company',
];
// Editors (the users-permissions role `editor`, made here when missing) may do what members do,
// and see the whole site's statistics.
const EDITOR_ACTIONS = ['api::statistics.statistics.site'];

export async function grantPermissions(strapi: Core.Strapi) {
  const actions = [
    ...PUBLIC_READ.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
    ...PUBLIC_SINGLE.map((uid) => `${uid}.find`),
    ...PUBLIC_ACTIONS,
  ];
  for (const type of READING_ROLES) await grant(strapi, type, actions);
  await grant(strapi, 'authenticated', MEMBER_ACTIONS);
  await nameMemberRoles(strapi);
  await grant(strapi, 'editor', [...actions, ...MEMBER_ACTIONS, ...EDITOR_ACTIONS]);
}

/**
 * The members' roles by their type, as the Beheerder reads them under Instellingen › Leden van de
 * site › Rollen; `was` is the English name a role was given before (by the users-permissions
 * plugin, or by this file), which a role that still has it loses. A role renamed in the admin keeps its name.
 */
const MEMBER_ROLES = {
  public: { name: 'Bezoeker', description: 'Wie de site bezoekt zonder in te loggen.', was: 'Public' },
  authenticated: { name: 'Lid', description: 'Wie met een account is ingelogd op de site.', was: 'Authenticated' },
  editor: { name: 'Redactie', description: 'Leden die ook de statistieken van de hele site zien.', was: 'Editor' },
};

async function nameMemberRoles(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  for (const [type, { name, description, was }] of Object.entries(MEMBER_ROLES)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) await roles.create({ data: { name, description, type } });
    else if (role.name === was) await roles.update({ where: { id: role.id }, data: { name, description } });
  }
}

async function grant(strapi: Core.Strapi, type: string, actions: string[]) {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (!role) throw new Error(`The users-permissions ${type} role is missing.`);
  for (const action of actions) {
    const existing = await permissions.findOne({ where: { action, role: role.id } });
    if (!existing) await permissions.create({ data: { action, role: role.id } });
  }
}

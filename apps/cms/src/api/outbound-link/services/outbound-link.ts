import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ClickBody } from '../validation/click';
import { getService } from '../../../services';

const UID = 'api::outbound-link.outbound-link';

/** The site page a click came from, as a path (the referrer is a path or the page's URL). */
const pathOf = (referrer: string | undefined) => {
  if (!referrer) return null;
  try {
    return new URL(referrer, 'http://site.invalid').pathname.slice(0, 2048);
  } catch {
    return null;
  }
};

type Link = { id: number; label: string; url: string; partner: { documentId: string } | null };

export type OutboundLinkService = {
  /** Records one Marketing event for a click on link `id` and returns where it goes. */
  click(id: number, body: ClickBody): Promise<{ id: number; url: string }>;
};

export default factories.createCoreService(UID, ({ strapi }) => ({
  async click(id: number, { referrer, session }: ClickBody) {
    // By row id: the site's /l/{id} URLs name the link by its stable numeric id (no draft & publish).
    const link: Link | null = await strapi.db.query(UID).findOne({
      select: ['id', 'label', 'url'],
      where: { id },
      populate: { partner: { select: ['documentId'] } },
    });
    if (!link) throw new errors.NotFoundError(`No outbound link ${id}`);

    const analytics = getService(strapi, 'api::analytics-event.analytics-event');
    await analytics.record({
      name: 'Marketing',
      url: link.url,
      session: session ?? null,
      data: { linkId: link.id, label: link.label, partner: link.partner?.documentId ?? null, referrer: referrer ?? null },
      // A partner's link counts as a click for the company (its dashboard's clicks).
      item: link.partner ? { type: 'company', id: link.partner.documentId } : null,
      path: pathOf(referrer),
    });
    return { id: link.id, url: link.url };
  },
}));

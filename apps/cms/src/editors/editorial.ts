import type { Fields } from './labels/kit';

/** The types that go through review before they are published: what the editors write. */
export const EDITORIAL_TYPES = ['api::article.article', 'api::event.event', 'api::page.page', 'api::magazine.magazine'] as const;
export type EditorialType = (typeof EDITORIAL_TYPES)[number];
export const isEditorial = (uid: string): uid is EditorialType => (EDITORIAL_TYPES as readonly string[]).includes(uid);

/** A document's review state, in the order it moves: an Auteur submits, an Eindredacteur approves. */
export const REVIEW = { draft: 'concept', submitted: 'ter-review', approved: 'goedgekeurd' } as const;
export type ReviewStatus = (typeof REVIEW)[keyof typeof REVIEW];

/** Why a write is refused (review.ts), as the admin and the API show it. */
export const NOT_APPROVED = 'Nog niet goedgekeurd: dit kan pas gepubliceerd worden als een eindredacteur de reviewstatus op ‘goedgekeurd’ heeft gezet.';
export const ONLY_EDITORS_APPROVE = 'Alleen een eindredacteur kan goedkeuren. Zet de reviewstatus op ‘ter review’ als het af is.';

/** The fields every editorial type has for review and scheduling, as the editors read them. */
export const editorialFields: Fields = {
  reviewStatus: {
    label: 'Reviewstatus',
    description:
      'Concept → ter review → goedgekeurd. Zet het op ‘ter review’ als het af is; een eindredacteur keurt goed, en pas dan kan het gepubliceerd worden (ook gepland). Wijzigt een auteur een goedgekeurd stuk, dan wordt het weer concept.',
  },
  publishAt: {
    label: 'Publiceren op',
    description: 'Nederlandse tijd. Binnen een minuut na dit moment wordt het gepubliceerd, als het dan goedgekeurd is. Leeg: niet gepland.',
  },
  unpublishAt: {
    label: 'Depubliceren op',
    description: 'Nederlandse tijd. Binnen een minuut na dit moment gaat het van de site. Leeg: het blijft staan.',
  },
};

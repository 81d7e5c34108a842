import { errors } from '@strapi/utils';

// Why a member's request about a vacancy is refused, each by its own name (Strapi answers
// ApplicationErrors with 400 and the name in `error.name`), so the site can say it in their language.

/** The vacancy's state does not allow this (editing a filled one, filling a pending one). */
export class VacancyStateError extends errors.ApplicationError<'VacancyStateError'> {
  constructor(message: string) {
    super(message);
    this.name = 'VacancyStateError';
  }
}

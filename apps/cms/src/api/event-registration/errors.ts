import { errors } from '@strapi/utils';

// Why a registration is refused, each by its own name, so the site can say it in the member's
// language. Strapi answers ApplicationErrors with 400 and the name in `error.name`.

/** The member already has a registration for this event that is not cancelled. */
export class AlreadyRegisteredError extends errors.ApplicationError<'AlreadyRegisteredError'> {
  constructor() {
    super('You are already registered for this event');
    this.name = 'AlreadyRegisteredError';
  }
}

/** The event's capacity is taken. */
export class EventFullError extends errors.ApplicationError<'EventFullError'> {
  constructor() {
    super('This event is full');
    this.name = 'EventFullError';
  }
}

/** The event does not take registrations (any more): closed by the editors, cancelled or begun. */
export class RegistrationClosedError extends errors.ApplicationError<'RegistrationClosedError'> {
  constructor() {
    super('This event does not take registrations');
    this.name = 'RegistrationClosedError';
  }
}

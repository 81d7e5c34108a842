import type { TypeLabels } from '../kit';

/** The members' accounts (users-permissions), which editors look up and block. */
export const memberLabels: TypeLabels = {
  mainField: 'email',
  list: ['email', 'name', 'confirmed', 'blocked'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    username: { label: 'Gebruikersnaam' },
    email: { label: 'E-mailadres' },
    provider: { label: 'Ingelogd via', description: 'local: met wachtwoord; anders de dienst van de sociale log-in.', readOnly: true },
    password: { label: 'Wachtwoord' },
    resetPasswordToken: { label: 'Code voor nieuw wachtwoord', readOnly: true },
    confirmationToken: { label: 'Activatiecode', readOnly: true },
    confirmed: { label: 'Geactiveerd', description: 'Aan zodra het lid de link in de activatiemail volgde.' },
    blocked: { label: 'Geblokkeerd', description: 'Aan: het lid kan niet meer inloggen.' },
    role: { label: 'Rol', description: 'Authenticated voor leden; Editor ziet ook de cijfers van de hele site.' },
    name: { label: 'Naam' },
    language: { label: 'Taal', description: 'De taal van de mails aan het lid.' },
    resetPasswordRequestedAt: { label: 'Nieuw wachtwoord gevraagd op', readOnly: true },
    tokensValidAfter: { label: 'Uitgelogd op alle apparaten op', readOnly: true },
  },
};

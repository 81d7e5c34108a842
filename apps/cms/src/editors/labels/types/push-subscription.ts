import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'endpoint',
  fields: {
    endpoint: { label: 'Adres bij de pushdienst' },
    p256dh: { label: 'Sleutel' },
    auth: { label: 'Geheim' },
    locale: { label: 'Taal' },
    user: { label: 'Lid' },
    eventReminders: { label: 'Herinneringen aan evenementen' },
  },
};

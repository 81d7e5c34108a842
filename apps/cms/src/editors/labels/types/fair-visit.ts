import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'event',
  fields: {
    user: { label: 'Lid' },
    event: { label: 'Beurs', description: 'De documentId van het evenement.' },
    stands: { label: 'Favoriete stands', description: 'De stands in de volgorde waarin het lid ze bewaarde, zoals "1.B12".' },
  },
};

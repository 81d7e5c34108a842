import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'label',
  fields: {
    label: { label: 'Omschrijving' },
    url: { label: 'Doeladres' },
    partner: { label: 'Bedrijf' },
  },
};

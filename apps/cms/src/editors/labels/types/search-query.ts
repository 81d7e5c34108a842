import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'query',
  fields: {
    query: { label: 'Zoekopdracht' },
    language: { label: 'Taal' },
    day: { label: 'Dag' },
    count: { label: 'Aantal keer' },
    results: { label: 'Resultaten' },
    zeroResults: { label: 'Zonder resultaat' },
  },
};

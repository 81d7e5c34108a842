import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'from',
  list: ['from', 'to', 'type'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    from: { label: 'Van', description: 'Een pad op deze site, met / ervoor en zonder domeinnaam.', placeholder: '/oude-pagina' },
    to: { label: 'Naar', description: 'Een pad op deze site (/nieuwe-pagina) of een volledig adres elders (https://…).' },
    type: { label: 'Soort', description: 'Permanent (301) als de pagina voorgoed verhuisd is, tijdelijk (302) als ze terugkomt.' },
  },
};

import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'text',
  list: ['text', 'date'],
  sort: { field: 'date', order: 'DESC' },
  fields: {
    text: { label: 'Bericht', description: 'Verschijnt op /livewire zonder dat lezers de pagina vernieuwen.' },
    url: { label: 'Link', description: 'Waar het bericht naartoe leidt (optioneel).', placeholder: 'https://' },
    date: { label: 'Tijdstip', description: 'Nieuwste berichten staan bovenaan.' },
  },
};

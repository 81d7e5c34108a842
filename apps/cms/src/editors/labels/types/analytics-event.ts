import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  fields: {
    name: { label: 'Gebeurtenis' },
    url: { label: 'Adres' },
    session: { label: 'Sessie' },
    device: { label: 'Apparaat' },
    path: { label: 'Pad' },
    referrerHost: { label: 'Verwijzende site' },
    itemType: { label: 'Soort item' },
    itemId: { label: 'Item' },
    lead: { label: 'Soort lead' },
    data: { label: 'Gegevens' },
    occurredAt: { label: 'Tijdstip' },
    day: { label: 'Dag' },
  },
};

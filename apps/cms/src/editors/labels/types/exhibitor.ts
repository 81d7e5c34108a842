import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'stand',
  list: ['partner', 'event', 'hall', 'stand'],
  fields: {
    event: { label: 'Beurs', description: 'De beurs waarop het bedrijf staat.' },
    partner: { label: 'Bedrijf', description: 'Het bedrijf uit de bedrijvengids. Een bedrijf staat één keer op een beurs.' },
    hall: { label: 'Hal (code)', description: 'De code van een hal van de locatie van de beurs (bijv. 8). Alleen de redactie legt hal en stand vast.', placeholder: '8' },
    stand: { label: 'Standnummer', description: 'Een stand op de plattegrond van die hal, bijv. B12; op de site 8.B12. Op een beurs heeft elke stand één exposant.', placeholder: 'B12' },
    products: { label: 'Producten op de stand', description: 'Producten van dit bedrijf die het op de beurs laat zien. De beheerder van het bedrijf kan ze ook kiezen (als concept).' },
    message: { label: 'Beursbericht', description: 'Wat bezoekers op de stand vinden, in het Nederlands; hoogstens 300 tekens.' },
    messageEn: { label: 'Beursbericht (Engels)', description: 'Hetzelfde in het Engels, voor de Engelse site; hoogstens 300 tekens.' },
    submittedAt: { label: 'Wijziging ingestuurd op', description: 'Gezet als de beheerder van het bedrijf bericht of producten wijzigt. Publiceren neemt de wijziging over, ‘Wijziging afwijzen’ draait haar terug.', readOnly: true },
    submittedBy: { label: 'Ingestuurd door', description: 'Het e-mailadres van het lid; een afwijzing gaat naar dit adres.', readOnly: true },
  },
};

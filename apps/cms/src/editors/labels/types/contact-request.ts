import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'companyName', 'productName', 'createdAt', 'mailed'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    partner: { label: 'Bedrijf', description: 'Het bedrijf uit de bedrijvengids aan wie het bericht is gestuurd.' },
    product: { label: 'Product', description: 'Het product op wiens pagina het bericht is verstuurd; leeg als het van de bedrijfspagina kwam.' },
    companyName: { label: 'Naam van het bedrijf', description: 'Zoals het bedrijf heette toen het bericht kwam.' },
    productName: { label: 'Naam van het product' },
    name: { label: 'Naam afzender' },
    company: { label: 'Bedrijf afzender', description: 'Het bedrijf dat de afzender opgaf; niet verplicht.' },
    email: { label: 'E-mailadres afzender', description: 'Antwoorden van het bedrijf gaan naar dit adres.' },
    phone: { label: 'Telefoon afzender' },
    message: { label: 'Bericht' },
    language: { label: 'Taal', description: 'De taal van de pagina waarop het bericht is verstuurd; de kopie aan de afzender is in deze taal.' },
    mailedTo: { label: 'Gemaild naar', description: 'Het e-mailadres van het bedrijf waarheen het bericht is gestuurd.' },
    mailed: { label: 'Verstuurd', description: 'Of de e-mail aan het bedrijf is verstuurd; zo niet, stuur het bericht dan zelf door.' },
  },
};

import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'siteName',
  fields: {
    siteName: { label: 'Naam van de site' },
    navigation: { label: 'Hoofdmenu', description: 'De links in de kop van de site, van links naar rechts.' },
    footerLinks: { label: 'Links onderaan' },
    socialLinks: { label: 'Sociale media' },
  },
};

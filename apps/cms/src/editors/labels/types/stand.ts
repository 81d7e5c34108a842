import { FROM_LEFT, FROM_TOP, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'number',
  list: ['number', 'hall', 'venue'],
  fields: {
    venue: { label: 'Locatie', description: 'De locatie waar deze stand staat.' },
    hall: { label: 'Hal (code)', description: 'De code van de hal, zoals bij de hallen van de locatie ingevuld (bijv. 8). Op de site heet de stand hal.nummer, bijv. 8.B12.', placeholder: '8' },
    number: { label: 'Standnummer', description: 'Uniek binnen de hal, bijv. B12.', placeholder: 'B12' },
    x: { label: 'x (m)', description: `Linkerkant van de stand: ${FROM_LEFT}.` },
    y: { label: 'y (m)', description: `Bovenkant van de stand: ${FROM_TOP}.` },
    width: { label: 'Breedte (m)', description: 'Hoe breed de stand is in meters, van de linkerkant naar rechts (langs x).' },
    depth: { label: 'Diepte (m)', description: 'Hoe diep de stand is in meters, van de bovenkant naar beneden (langs y).' },
    outline: {
      label: 'Vorm (hoekpunten)',
      description: 'Alleen voor een stand die geen rechthoek is: de hoekpunten [[x,y],…] in meters vanaf de linkerbovenhoek van de hal, bijv. [[0,0],[6,0],[6,3],[3,3],[3,6],[0,6]] voor een L. x, y, breedte en diepte worden dan de rechthoek eromheen.',
    },
  },
};

import { describe, expect, it } from 'vitest';
import { fieldLabel, type DocLayout } from './field-labels';

const field = (name: string, label: string, component?: string) => ({ name, label, attribute: { type: component ? 'component' : 'string', component } });
const layout: DocLayout = {
  edit: {
    layout: [[[field('title', 'Titel'), field('date', 'Datum')]], [[field('seo', 'Zoekmachines en delen', 'shared.seo')], [field('photos', 'Foto’s', 'shared.photo')]]],
    components: {
      'shared.seo': { layout: [[field('metaTitle', 'Titel')]] },
      'shared.photo': { layout: [[field('alt', 'Alternatieve tekst')]] },
    },
  },
};

describe('fieldLabel', () => {
  it('names a field by its label in the edit form, in any panel', () => {
    expect(fieldLabel(layout, 'date')).toBe('Datum');
  });

  it('names a component’s field by both labels, and a repeated one by its number from 1', () => {
    expect(fieldLabel(layout, 'seo.metaTitle')).toBe('Zoekmachines en delen › Titel');
    expect(fieldLabel(layout, 'photos.0.alt')).toBe('Foto’s › 1 › Alternatieve tekst');
  });

  it('keeps what the form does not show as it is', () => {
    expect(fieldLabel(layout, 'slug')).toBe('slug');
    expect(fieldLabel(layout, 'title.extra')).toBe('Titel › extra');
  });
});

import { describe, expect, it } from 'vitest';
import { fieldLabel, type DocLayout } from './field-labels';

const field = (name: string, label: string, component?: string) => ({ name, label, attribute: { type: component ? 'component' : 'string', component } });
const zone = (name: string, label: string) => ({ name, label, attribute: { type: 'dynamiczone' } });
const layout: DocLayout = {
  edit: {
    layout: [[[field('title', 'Titel'), field('date', 'Datum')]], [[field('seo', 'Zoekmachines en delen', 'shared.seo')], [field('photos', 'Foto’s', 'shared.photo')]], [[zone('blocks', 'Inhoud')]]],
    components: {
      'shared.seo': { layout: [[field('metaTitle', 'Titel')]] },
      'shared.photo': { layout: [[field('alt', 'Alternatieve tekst')]] },
      'blocks.call-to-action': { layout: [[field('url', 'Adres van de knop')]], settings: { displayName: 'Oproep met knop' } },
      'blocks.embed': { layout: [[field('url', 'Adres')]], settings: { displayName: 'Video' } },
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

  it('names an entry of a dynamic zone by its component, and its fields by their labels there, from the document', () => {
    const document = { blocks: [{ __component: 'blocks.embed', url: '' }, { __component: 'blocks.call-to-action', url: '' }] };
    expect(fieldLabel(layout, 'blocks.0.url', document)).toBe('Inhoud › 1 (Video) › Adres');
    expect(fieldLabel(layout, 'blocks.1.url', document)).toBe('Inhoud › 2 (Oproep met knop) › Adres van de knop');
  });

  it('keeps the names inside a dynamic zone it has no document for', () => {
    expect(fieldLabel(layout, 'blocks.1.url')).toBe('Inhoud › 2 › url');
    expect(fieldLabel(layout, 'blocks.4.url', { blocks: [] })).toBe('Inhoud › 5 › url');
  });
});

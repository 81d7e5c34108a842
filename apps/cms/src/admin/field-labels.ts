interface FieldLayout {
  name: string;
  label: string;
  attribute: { type: string; component?: string };
}

/** What the content manager's `useDocLayout` gives of a type's edit form: its fields in panels of rows, and its components'. */
export interface DocLayout {
  edit: {
    layout: FieldLayout[][][];
    components: Record<string, { layout: FieldLayout[][]; settings?: { displayName?: string } } | undefined>;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A field's path in a document's validation errors ("date", "seo.metaTitle", "photos.0.alt") as the
 * edit form labels it ("Datum", "Zoekmachines en delen › Titel", "Foto's › 1 › Alternatieve tekst"),
 * for the dialog that publishes several entries at once (`vite.config.ts`). An entry of a dynamic
 * zone is a component of its own, which only the document says: given the document, its fields are
 * named too, and the entry by its component ("Inhoud › 2 (Oproep met knop) › Adres van de knop").
 * A part the form does not show stays as it is.
 */
export function fieldLabel({ edit }: DocLayout, path: string, document?: unknown): string {
  let fields = edit.layout.flat(2);
  let value = document;
  let inZone = false;
  return path
    .split('.')
    .map((part) => {
      value = isRecord(value) ? value[part] : undefined;
      if (/^\d+$/.test(part)) {
        const number = String(Number(part) + 1);
        if (!inZone) return number;
        const component = isRecord(value) && typeof value.__component === 'string' ? edit.components[value.__component] : undefined;
        fields = component?.layout.flat() ?? [];
        const name = component?.settings?.displayName;
        return name ? `${number} (${name})` : number;
      }
      const field = fields.find(({ name }) => name === part);
      inZone = field?.attribute.type === 'dynamiczone';
      fields = (field?.attribute.component && edit.components[field.attribute.component]?.layout.flat()) || [];
      return field?.label || part;
    })
    .join(' › ');
}

interface FieldLayout {
  name: string;
  label: string;
  attribute: { type: string; component?: string };
}

/** What the content manager's `useDocLayout` gives of a type's edit form: its fields in panels of rows, and its components'. */
export interface DocLayout {
  edit: { layout: FieldLayout[][][]; components: Record<string, { layout: FieldLayout[][] } | undefined> };
}

/**
 * A field's path in a document's validation errors ("date", "seo.metaTitle", "photos.0.alt") as the
 * edit form labels it ("Datum", "Zoekmachines en delen › Titel", "Foto's › 1 › Alternatieve tekst"),
 * for the dialog that publishes several entries at once (`vite.config.ts`). A part the form does
 * not show stays as it is.
 */
export function fieldLabel({ edit }: DocLayout, path: string): string {
  let fields = edit.layout.flat(2);
  return path
    .split('.')
    .map((part) => {
      if (/^\d+$/.test(part)) return String(Number(part) + 1);
      const field = fields.find(({ name }) => name === part);
      fields = (field?.attribute.component && edit.components[field.attribute.component]?.layout.flat()) || [];
      return field?.label || part;
    })
    .join(' › ');
}

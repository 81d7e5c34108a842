import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import type { LibraryText } from './library-texts';

/**
 * Where the admin's libraries write English into their code, a call to `libraryText` instead, so
 * that the admin's Dutch editors meet Dutch there too (the texts are in library-texts.ts); one
 * status badge loses a name that was its status's code, and the bulk-publish dialog names fields
 * by their labels (field-labels.ts). A
 * library whose code no longer reads as below stops the build: its English would come back
 * unnoticed otherwise. For `strapi build` (Rollup's transform) and `strapi develop` (esbuild's
 * pre-bundling of dependencies) alike.
 */
const CALL = '__standplaatsLibraryText';
const LABEL = '__standplaatsFieldLabel';
const helpers = `import { libraryText as ${CALL} } from ${JSON.stringify(path.join(__dirname, 'library-texts.ts'))};
import { fieldLabel as ${LABEL} } from ${JSON.stringify(path.join(__dirname, 'field-labels.ts'))};
`;

/** The call that says `text` in the admin's language, with `values` a JavaScript object's members. */
function say(text: LibraryText, values?: string) {
  return `${CALL}(${JSON.stringify(text)}${values ? `, { ${values} }` : ''})`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A component's property whose default is one of the library's English texts: `clearLabel: a = "Clear"`. */
const defaultProp = (text: LibraryText): Rewrite => [new RegExp(`(\\w+: \\w+ = )"${escape(text)}"`, 'g'), `$1${say(text)}`];

/** A label in a list the library makes once, as it loads: read each time it is shown, so in the language of then. */
const listLabel = (text: LibraryText): Rewrite => [new RegExp(`label: '${escape(text)}'`, 'g'), `get label() { return ${say(text)}; }`];

/** A status's code shown as its own English name ("Draft"): named in the admin's language instead. */
const statusBadge: Rewrite = [/children: capitalize\(status\)/g, `children: ${CALL}(capitalize(status))`];

type Rewrite = [find: RegExp, replace: string];
export const rewrites: Record<string, Rewrite[]> = {
  '@strapi/design-system/dist/index.mjs': [
    ...(['Clear', 'Choose date', 'Choose time', 'Month', 'Year', 'Pagination', 'Close modal', 'Loading content...', 'Select or enter a value', 'On', 'Off'] as const).map(defaultProp),
    [/noOptionsMessage: (\w+) = \(\) => "No results found"/g, `noOptionsMessage: $1 = () => ${say('No results found')}`],
    [/"aria-roledescription": "carousel"/g, `"aria-roledescription": ${say('carousel')}`],
    [/"aria-roledescription": "slide"/g, `"aria-roledescription": ${say('slide')}`],
  ],
  // The admin's own loaders, read out while a screen or a table loads.
  '@strapi/admin/dist/admin/admin/src/components/PageHelpers.mjs': [[/children = 'Loading content\.'/g, `children = ${say('Loading content...')}`]],
  '@strapi/admin/dist/admin/admin/src/components/Table.mjs': [[/children = 'Loading content'/g, `children = ${say('Loading content...')}`]],
  '@strapi/admin/dist/admin/admin/src/components/LazyOutlet.mjs': [[/children: "Loading content\."/g, `children: ${say('Loading content...')}`]],
  'sonner/dist/index.mjs': [[/containerAriaLabel = 'Notifications'/g, `containerAriaLabel = ${say('Notifications')}`]],
  '@strapi/i18n/dist/admin/components/LocaleListCell.mjs': [[/`\$\{locale\.name\} \(default\)`/g, say('{name} (default)', 'name: locale.name')]],
  // A language's status in an entry's menu of languages, and in the dialog that publishes several.
  '@strapi/i18n/dist/admin/components/CMHeaderActions.mjs': [statusBadge],
  '@strapi/i18n/dist/admin/components/BulkLocaleActionModal.mjs': [statusBadge],
  // The columns of the list of entries to publish, when an Eindredacteur publishes several at once.
  // Its messages name a field by its path ("date is verplicht."): by its label in the edit form
  // instead, with the entry's document, which alone says what each entry of a dynamic zone is.
  '@strapi/content-manager/dist/admin/pages/ListView/components/BulkActions/PublishAction.mjs': [
    ...(['documentId', 'name', 'status', 'Publication status'] as const).map(listLabel),
    [/const formatErrorMessages = \(errors, parentKey, formatMessage\)=>\{/g, 'const formatErrorMessages = (errors, parentKey, formatMessage, layout, document)=>{'],
    [/formatErrorMessages\(value, currentKey, formatMessage\)/g, 'formatErrorMessages(value, currentKey, formatMessage, layout, document)'],
    [/field: currentKey\b/g, `field: layout ? ${LABEL}(layout, currentKey, document) : currentKey`],
    [
      /const EntryValidationText = \(\{ validationErrors, status \}\)=>\{(\s*const \{ formatMessage \} = useIntl\(\);)/g,
      'const EntryValidationText = ({ validationErrors, status, document })=>{$1\n    const layout = useDocLayout();',
    ],
    [/formatErrorMessages\(validationErrors, '', formatMessage\)/g, "formatErrorMessages(validationErrors, '', formatMessage, layout, document)"],
    [/validationErrors: validationErrors\[row\.documentId\],/g, 'validationErrors: validationErrors[row.documentId],\n                                    document: row,'],
  ],
  // The Beheerder's list of users: its filters and each user's status.
  '@strapi/admin/dist/admin/admin/src/pages/Settings/pages/Users/ListPage.mjs': [
    ...(['Firstname', 'Lastname', 'Email', 'Username', 'Active user'] as const).map(listLabel),
    [/children: isActive \? 'Active' : 'Inactive'/g, `children: isActive ? ${say('Active')} : ${say('Inactive')}`],
  ],
  // The Beheerder's settings: a token's lifetime, the languages' table, the members' login providers
  // and roles, a webhook's headers and events (a row's name and each box's are the event's code).
  '@strapi/admin/dist/admin/admin/src/pages/Settings/components/Tokens/LifeSpanInput.mjs': [[/placeholder: "Select"/g, `placeholder: ${say('Select')}`]],
  '@strapi/admin/dist/admin/admin/src/pages/Settings/components/Tokens/TokenTypeSelect.mjs': [[/placeholder: "Select"/g, `placeholder: ${say('Select')}`]],
  '@strapi/i18n/dist/admin/components/LocaleTable.mjs': [[/children: "Actions"/g, `children: ${say('Actions')}`]],
  '@strapi/plugin-users-permissions/dist/admin/pages/Providers/index.mjs': [[/label: "Edit"/g, `label: ${say('Edit')}`]],
  '@strapi/plugin-users-permissions/dist/admin/pages/Roles/pages/ListPage/index.mjs': [[/notifyStatus\('The roles have loaded successfully'\)/g, `notifyStatus(${say('The roles have loaded successfully')})`]],
  '@strapi/admin/dist/admin/admin/src/pages/Settings/pages/Webhooks/components/HeadersInput.mjs': [
    [/"aria-label": `row \$\{index \+ 1\} key`/g, `"aria-label": ${say('Header {row}: key', 'row: index + 1')}`],
    [/"aria-label": `row \$\{index \+ 1\} value`/g, `"aria-label": ${say('Header {row}: value', 'row: index + 1')}`],
  ],
  '@strapi/admin/dist/admin/admin/src/pages/Settings/pages/Webhooks/components/Events.mjs': [
    [/children: removeHyphensAndTitleCase\(name\)/g, `children: ${CALL}(removeHyphensAndTitleCase(name))`],
    [/"aria-label": event,/g, `"aria-label": ${CALL}(event),`],
  ],
  // The Media Library's dialog where an editor picks a picture for a field: its search, filters and pages.
  '@strapi/upload/dist/admin/components/AssetDialog/BrowseStep/SearchAsset/SearchAsset.mjs': [
    [/label: "Search"/g, `label: ${say('Search')}`],
    [/"aria-label": "search"/g, `"aria-label": ${say('Search')}`],
  ],
  '@strapi/upload/dist/admin/utils/displayedFilters.mjs': (['createdAt', 'updatedAt', 'type', 'audio', 'file', 'image', 'video'] as const).map(listLabel),
  '@strapi/upload/dist/admin/components/AssetDialog/BrowseStep/PaginationFooter/Pagination.mjs': [[/label = 'pagination'/g, `label = ${say('Pagination')}`]],
  // A status badge ("Gepubliceerd") named by the status's code ("published"): its Dutch text names it.
  '@strapi/content-manager/dist/admin/pages/EditView/components/DocumentStatus.mjs': [[/\s*"aria-label": status,/g, '']],
  '@dnd-kit/core/dist/core.esm.js': [
    [/roleDescription = 'draggable'/g, `roleDescription = ${say('draggable')}`],
    [/draggable: "\\n\s*To pick up a draggable item[^"]*"/g, `get draggable() { return ${say('To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.')}; }`],
    [/"Picked up draggable item " \+ active\.id \+ "\."/g, say('Picked up draggable item {active}.', 'active: active.id')],
    [/"Draggable item " \+ active\.id \+ " was moved over droppable area " \+ over\.id \+ "\."/g, say('Draggable item {active} was moved over droppable area {over}.', 'active: active.id, over: over.id')],
    [/"Draggable item " \+ active\.id \+ " is no longer over a droppable area\."/g, say('Draggable item {active} is no longer over a droppable area.', 'active: active.id')],
    [/"Draggable item " \+ active\.id \+ " was dropped over droppable area " \+ over\.id(?= *;)/g, say('Draggable item {active} was dropped over droppable area {over}', 'active: active.id, over: over.id')],
    [/"Draggable item " \+ active\.id \+ " was dropped\."/g, say('Draggable item {active} was dropped.', 'active: active.id')],
    [/"Dragging was cancelled\. Draggable item " \+ active\.id \+ " was dropped\."/g, say('Dragging was cancelled. Draggable item {active} was dropped.', 'active: active.id')],
  ],
};

const moduleOf = (file: string) => Object.keys(rewrites).find((name) => file.split('?')[0]!.endsWith(`/node_modules/${name}`));

/** `code` of the library module `name` with its English replaced. */
export function rewrite(name: string, code: string) {
  let result = code;
  for (const [find, replace] of rewrites[name]!) {
    const next = result.replace(find, replace);
    if (next === result) throw new Error(`${name} no longer contains ${find}: update src/admin/vite.config.ts and library-texts.ts.`);
    result = next;
  }
  return helpers + result;
}

function dutchLibraries(): Plugin {
  const seen = new Set<string>();
  return {
    name: 'standplaats-dutch-libraries',
    enforce: 'pre',
    transform(code, id) {
      const name = moduleOf(id);
      if (!name) return null;
      seen.add(name);
      return { code: rewrite(name, code), map: null };
    },
    buildEnd(error) {
      // Only a build bundles every library; the development server transforms what it serves.
      if (error || this.meta.watchMode) return;
      const missed = Object.keys(rewrites).filter((name) => !seen.has(name));
      if (missed.length) this.error(`The admin build no longer uses ${missed.join(', ')}: update src/admin/vite.config.ts.`);
    },
  };
}

// Merged by hand: importing Vite's `mergeConfig` here loads its deprecated CommonJS build, and says so.
export default (config: UserConfig): UserConfig => ({
  ...config,
  plugins: [...(config.plugins ?? []), dutchLibraries()],
  optimizeDeps: {
    ...config.optimizeDeps,
    esbuildOptions: {
      ...config.optimizeDeps?.esbuildOptions,
      plugins: [
        ...(config.optimizeDeps?.esbuildOptions?.plugins ?? []),
        {
          name: 'standplaats-dutch-libraries',
          setup(build) {
            build.onLoad({ filter: /node_modules[\\/].*\.m?js$/ }, async ({ path: file }) => {
              const name = moduleOf(file.replaceAll('\\', '/'));
              return name ? { contents: rewrite(name, await readFile(file, 'utf8')), loader: 'js' } : undefined;
            });
          },
        },
      ],
    },
  },
});

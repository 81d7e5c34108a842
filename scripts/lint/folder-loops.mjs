// An ESLint rule: two folders of one level (the site's features, the CMS's APIs) never need each
// other. import-x/no-cycle sees loops between modules only; features/a/x.ts → features/b/y.ts and
// features/b/z.ts → features/a/w.ts is a loop between the folders through four different modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const SPECIFIERS = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The folder of `file` that counts as one unit: a direct child of one of `roots`, or null. */
function unitOf(file, roots) {
  for (const root of roots) {
    const relative = path.relative(root, file);
    if (relative && !relative.startsWith('..') && relative.includes(path.sep)) return path.join(root, relative.split(path.sep)[0]);
  }
  return null;
}

/** The file an import specifier names, without extension; null for a package. */
function target(file, specifier, aliases) {
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.join(folder, specifier.slice(prefix.length));
  }
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* sourceFiles(full);
    else if (entry.isFile() && SOURCE.test(entry.name)) yield full;
  }
}

const graphs = new Map();

/** Which units each unit imports, read once per lint run from the files on disk. */
function unitGraph(roots, aliases) {
  const key = JSON.stringify([roots, aliases]);
  if (!graphs.has(key)) {
    const graph = new Map();
    for (const root of roots) {
      for (const file of sourceFiles(root)) {
        const from = unitOf(file, roots);
        if (!from) continue;
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
          const resolved = target(file, specifier, aliases);
          const to = resolved && unitOf(resolved, roots);
          if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
        }
      }
    }
    graphs.set(key, graph);
  }
  return graphs.get(key);
}

/** The units from `start` to `goal`, or null when `goal` cannot be reached. */
function route(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const steps = [];
      for (let at = goal; at !== null; at = previous.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(unit) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noFolderLoops = {
  meta: {
    type: 'problem',
    docs: { description: 'Folders of one level import each other in one direction only.' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } }, aliases: { type: 'object' } },
        additionalProperties: false,
      },
    ],
    messages: { loop: '{{from}} imports {{to}}, which leads back to it ({{route}}): move what both need down a layer.' },
  },
  create(context) {
    const { roots = [], aliases = {} } = context.options[0] ?? {};
    const file = context.filename;
    const from = unitOf(file, roots);
    if (!from) return {};
    const name = (unit) => path.relative(path.dirname(path.dirname(unit)), unit);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const resolved = target(file, specifier, aliases);
      const to = resolved && unitOf(resolved, roots);
      if (!to || to === from) return;
      const back = route(unitGraph(roots, aliases), to, from);
      if (back) context.report({ node: node.source, messageId: 'loop', data: { from: name(from), to: name(to), route: [from, ...back].map(name).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

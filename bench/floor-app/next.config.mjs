import path from 'node:path';

// Built with the repository's own next, react and react-dom (the monorepo root's node_modules).
const root = path.resolve(import.meta.dirname, '../..');
export default { turbopack: { root }, outputFileTracingRoot: root, poweredByHeader: false };

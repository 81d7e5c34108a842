// The CMS is installed apart from the root workspaces: Strapi's admin needs React 18 while the
// site needs React 19, and a hoisted install lets one app pick up the other's React. It takes
// packages/shared as a `file:` dependency in its JavaScript build, so that is built first.
import { buildShared } from './lib/apps.mjs';
import { installCms } from './lib/deps.mjs';

await buildShared();
// Unless it is being installed beside this install instead of after it (scripts/lib/deps.mjs, .ci/run).
if (process.env.STANDPLAATS_CMS_INSTALL !== 'apart') await installCms();

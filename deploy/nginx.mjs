// nginx as deploy/ runs it, in front of the site processes and the CMS processes: deploy/nginx.conf
// with its placeholders filled in, started with its state in a folder of its own. Used by
// deploy/start.mjs, and through scripts/lib/scaled-stack.mjs by the scale-out tests and
// bench/cache-tier.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { constants as zlib, gzipSync } from 'node:zlib';
import { userInfo } from 'node:os';
import path from 'node:path';
import { webDir } from '../scripts/lib/paths.mjs';
import { startService, waitForPort } from '../scripts/lib/processes.mjs';

/** The site build's static files, which nginx serves from disk. */
export const buildStaticDir = path.join(webDir, '.next/static');

/** Debian's nginx, which is in /usr/sbin: not on every user's PATH. */
function nginxBinary() {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(path.join(dir, 'nginx'))) return path.join(dir, 'nginx');
  }
  throw new Error('nginx is not installed (Debian: apt-get install nginx-light).');
}

/**
 * Who the workers run as. Started by root, nginx would make them `nobody`, who cannot read a
 * checkout in a folder only its owner may enter (a mktemp folder, /root): every build file would
 * answer 403. So they run as whoever runs this, as the site and the CMS do; `user` names another.
 * Started by anyone else, nginx cannot change user and the directive is left out.
 */
function userDirective(user) {
  if (process.getuid?.() !== 0) return '';
  const name = user ?? userInfo().username;
  const group = execFileSync('id', ['-gn', name], { encoding: 'utf8' }).trim();
  return `user ${name} ${group};`;
}

/** deploy/nginx.conf (or another `template`) with its placeholders filled in. */
export function nginxConfig({ port, cmsPort, sitePorts, cmsPorts, stateDir, staticDir = buildStaticDir, user, template = new URL('nginx.conf', import.meta.url) }) {
  const servers = (ports) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  const values = {
    USER: userDirective(user),
    SITES: servers(sitePorts),
    CMSES: servers(cmsPorts),
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    STATE: stateDir,
    STATIC: staticDir,
    MIME_TYPES: '/etc/nginx/mime.types',
  };
  return readFileSync(template, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]);
}

/** One file of the site's build, to ask nginx for. */
function someStaticFile(staticDir) {
  const file = existsSync(staticDir) && readdirSync(staticDir, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile());
  if (!file) throw new Error(`${staticDir} holds no files: build the site first (npm run build).`);
  return path.relative(staticDir, path.join(file.parentPath ?? file.path, file.name));
}

/** The build files worth compressing: scripts, style sheets, manifests and drawings (fonts and images already are). */
const COMPRESSIBLE = /\.(?:js|css|json|svg)$/;

/**
 * Writes each compressible build file's gzip beside it (`main.js.gz`), once, for nginx's
 * gzip_static: a crowd's first visits then cost nginx no compression. A file whose .gz cannot be
 * written (a checkout this user may not write to) is compressed by nginx as it sends it.
 */
function compressBuildFiles(staticDir) {
  let written = 0;
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (existsSync(`${file}.gz`) && statSync(`${file}.gz`).mtimeMs >= statSync(file).mtimeMs) continue;
    try {
      writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: zlib.Z_BEST_COMPRESSION }));
      written++;
    } catch (error) {
      if (error.code !== 'EACCES' && error.code !== 'EROFS') throw error;
    }
  }
  return written;
}

/**
 * Starts nginx (see nginxConfig for the options) and resolves once it serves the site's build files;
 * stopped by stopAll(). Fails with what to do when its workers cannot read them.
 */
export async function startNginx({ stateDir, logDir, staticDir = buildStaticDir, ...options }) {
  // Pages kept by an earlier run could be of an earlier build, whose files are gone.
  rmSync(path.join(stateDir, 'pages'), { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const file = someStaticFile(staticDir);
  compressBuildFiles(staticDir);
  const config = path.join(stateDir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ stateDir, staticDir, ...options }));
  const errorLog = path.join(stateDir, 'error.log');
  const earlierErrors = existsSync(errorLog) ? statSync(errorLog).size : 0;
  const nginx = startService(`nginx-${options.port}`, nginxBinary(), ['-p', stateDir, '-c', config, '-g', `daemon off; pid ${path.join(stateDir, 'nginx.pid')};`], { cwd: stateDir, logDir });
  await waitForPort(options.port, { service: nginx });

  // The file itself, not its .gz, which a checkout may let nginx read where it cannot read the file.
  const status = await fetch(`http://127.0.0.1:${options.port}/_next/static/${file}`, { headers: { 'accept-encoding': 'identity' } }).then((response) => response.status);
  if (status !== 200) {
    const workers = /^user (\S+)/m.exec(readFileSync(config, 'utf8'))?.[1] ?? userInfo().username;
    const errors = readFileSync(errorLog).subarray(earlierErrors).toString().trim().split('\n').slice(-3).join('\n');
    throw new Error(
      `nginx answers ${status} for the site's build file /_next/static/${file}: its workers, running as ${workers}, cannot read ${staticDir}. ` +
        `Give that user read access to the folder and every folder above it, or run deploy/start.mjs as a user who has it.\n${errors}`,
    );
  }
  return nginx;
}

#!/usr/bin/env node
// `npm start`: installs, configures, builds and serves the whole site with demo content.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { bins, cmsDir, dataDir, root, siteArgs, webDir } from './lib/paths.mjs';
import { bold, dim, seconds, step } from './lib/log.mjs';
import { checkNode, ensureDependencies } from './lib/deps.mjs';
import { ensureEnvFile, readEnvFile, secret } from './lib/env-file.mjs';
import { cmsSecrets, demoAdminPassword, demoEditorLines, vapidKeys } from './lib/config.mjs';
import { buildCms, buildShared, buildWeb } from './lib/apps.mjs';
import { ensurePortFree, failAndStop, startService, stopOnSignals, waitForUrl } from './lib/processes.mjs';
import { inboxUrl, mailSinkArgs, smtpEnv } from './lib/mail-sink.mjs';

const STEPS = 6;
const buildOnly = process.argv.includes('--build-only');
const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const webPort = Number(process.env.PORT ?? 3000);
const mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const mailWebPort = Number(process.env.MAIL_WEB_PORT ?? 1080);
const started = Date.now();

async function main() {
  let done = step(STEPS, 'Checking Node.js');
  done(checkNode());

  done = step(STEPS, 'Installing dependencies');
  done(await ensureDependencies());

  done = step(STEPS, 'Writing missing configuration into .env files');
  const cmsEnvFile = path.join(cmsDir, '.env');
  const webEnvFile = path.join(webDir, '.env');
  // The two apps share these; the CMS's file is where they are first written.
  const existing = readEnvFile(cmsEnvFile);
  const shared = {
    REVALIDATE_SECRET: existing.REVALIDATE_SECRET ?? secret(),
    PREVIEW_SECRET: existing.PREVIEW_SECRET ?? secret(),
    SITE_API_SECRET: existing.SITE_API_SECRET ?? secret(),
  };
  // Web push: the CMS signs with the pair, the site hands browsers the public half.
  const vapid = existing.VAPID_PUBLIC_KEY && existing.VAPID_PRIVATE_KEY ? { VAPID_PUBLIC_KEY: existing.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: existing.VAPID_PRIVATE_KEY } : vapidKeys();
  const added = [
    ...ensureEnvFile(cmsEnvFile, {
      ...cmsSecrets(),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: '.tmp/data.db',
      STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE: 'nl',
      STRAPI_TELEMETRY_DISABLED: 'true',
      DEMO_ADMIN_EMAIL: 'admin@standplaats.local',
      DEMO_ADMIN_PASSWORD: demoAdminPassword,
      DEMO_EINDREDACTEUR_EMAIL: 'eindredacteur@standplaats.local',
      DEMO_EINDREDACTEUR_PASSWORD: demoAdminPassword,
      DEMO_AUTEUR_EMAIL: 'auteur@standplaats.local',
      DEMO_AUTEUR_PASSWORD: demoAdminPassword,
      DEMO_MEMBER_EMAIL: 'lid@standplaats.local',
      DEMO_MEMBER_PASSWORD: () => `Lid-${secret(6)}`,
      SITE_URL: `http://localhost:${webPort}`,
      ...shared,
      ...vapid,
      VAPID_SUBJECT: 'mailto:redactie@standplaats.local',
    }).map((key) => `apps/cms/.env ${key}`),
    ...ensureEnvFile(webEnvFile, {
      SITE_URL: `http://localhost:${webPort}`,
      // Where editors open the admin, which shows drafts of the site in a frame (`npm run dev` too).
      CMS_PUBLIC_URL: `http://localhost:${cmsPort}`,
      ...shared,
      ALTCHA_HMAC_KEY: () => secret(),
      // Server actions' closures are encrypted with it: one key keeps forms working across a rebuild.
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
      VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY,
    }).map((key) => `apps/web/.env ${key}`),
  ];
  done(added.length ? `added ${added.length} settings` : 'all settings present');

  done = step(STEPS, 'Building the CMS (Strapi admin and server)');
  done(`shared package ${await buildShared()}, CMS ${await buildCms()}`);

  done = step(STEPS, 'Building the site (Next.js production build)');
  done(await buildWeb());

  if (buildOnly) return;

  done = step(STEPS, `Starting the mail sink, the CMS on port ${cmsPort} and the site on port ${webPort}`);
  for (const [port, variable] of [[mailSmtpPort, 'MAIL_SMTP_PORT'], [mailWebPort, 'MAIL_WEB_PORT'], [cmsPort, 'CMS_PORT'], [webPort, 'PORT']]) {
    await ensurePortFree(port, variable);
  }
  const cmsEnv = readEnvFile(cmsEnvFile);
  const logDir = path.join(dataDir, 'logs');
  // Every mail the CMS sends lands in this local inbox; its mails survive a restart.
  const mail = startService('mail', process.execPath, mailSinkArgs({ smtpPort: mailSmtpPort, webPort: mailWebPort, mailDir: path.join(dataDir, 'mail') }), {
    cwd: root,
    env: {},
    logDir,
  });
  await waitForUrl(`${inboxUrl(mailWebPort)}/healthz`, { service: mail, timeoutMs: 30_000 });
  const cms = startService('cms', process.execPath, [bins.strapi, 'start'], {
    cwd: cmsDir,
    // Seeding runs on every start but only touches an empty database.
    env: { NODE_ENV: 'production', PORT: String(cmsPort), SEED_DEMO_CONTENT: 'true', SEED_DEMO_TRAFFIC: 'true', ...smtpEnv(mailSmtpPort) },
    logDir,
  });
  await waitForUrl(`http://127.0.0.1:${cmsPort}/_health`, { service: cms });
  const web = startService('web', process.execPath, siteArgs(webPort), {
    cwd: webDir,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', CMS_URL: `http://127.0.0.1:${cmsPort}` },
    logDir,
  });
  await waitForUrl(`http://127.0.0.1:${webPort}/health`, { service: web });
  done('all three answer');

  const site = `http://localhost:${webPort}`;
  console.log(`
${bold('Standplaats is running')} ${dim(`(started in ${seconds(started)})`)}
  Site (Dutch)     ${site}
  Site (English)   ${site}/en
  Health           ${site}/health
  CMS admin        http://localhost:${cmsPort}/admin
${demoEditorLines(cmsEnv).map((line) => `                   ${line}`).join('\n')}
  Demo member      ${site}/inloggen
                   e-mail ${cmsEnv.DEMO_MEMBER_EMAIL}, password ${cmsEnv.DEMO_MEMBER_PASSWORD}
  Mail inbox       http://localhost:${mailWebPort}
  Logs             ${[mail, cms, web].map((service) => path.relative(process.cwd(), service.logFile)).join(', ')}
Press Ctrl-C to stop.`);

  for (const [service, name] of [[mail, 'mail sink'], [cms, 'CMS'], [web, 'site']]) {
    // Unless we are stopping it: then failAndStop does nothing.
    service.child.on('exit', (code, signal) => failAndStop(`The ${name} stopped (${signal ?? `exit ${code}`}):\n${service.tail()}`));
  }
}

// Ctrl-C, a kill, or the terminal closing (SIGHUP): every child stops with us, a build's too; the
// exit code is 0 unless something failed.
stopOnSignals('\nStopping the site, the CMS and the mail sink…');

main().catch((error) => failAndStop(error.message));

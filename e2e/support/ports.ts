/** Loopback ports of the end-to-end stack, apart from those of `npm start`. */
export const ports = {
  cms: Number(process.env.E2E_CMS_PORT ?? 1437),
  web: Number(process.env.E2E_WEB_PORT ?? 3137),
  /** A second site whose CMS is down, for the health check's 503. */
  webWithoutCms: Number(process.env.E2E_WEB_NO_CMS_PORT ?? 3138),
  /**
   * A third site whose CMS connection goes through a switch its test opens and closes
   * (e2e/cms-down.spec.ts): the CMS going down and coming back, as the site sees it.
   */
  webSwitched: Number(process.env.E2E_WEB_SWITCHED_PORT ?? 3139),
  cmsSwitch: Number(process.env.E2E_CMS_SWITCH_PORT ?? 1438),
  /** A site that e2e/shutdown.spec.ts starts and stops itself. */
  webShutdown: Number(process.env.E2E_WEB_SHUTDOWN_PORT ?? 3140),
  /** The test CMS's mail sink: SMTP in, web inbox and REST API out. */
  mailSmtp: Number(process.env.E2E_MAIL_SMTP_PORT ?? 1425),
  mailWeb: Number(process.env.E2E_MAIL_WEB_PORT ?? 1480),
  /** A stand-in OAuth server for social log-in (tests/support/oauth-stand-in.ts), started by its test. */
  oauth: Number(process.env.E2E_OAUTH_PORT ?? 1490),
};

export const webUrl = `http://localhost:${ports.web}`;
/**
 * The CMS as browsers reach it for a social log-in: the same host name as the site, so the CMS's
 * session cookie reaches the site's /auth/connect as it would on sibling hosts in production.
 */
export const cmsPublicUrl = `http://localhost:${ports.cms}`;
export const webWithoutCmsUrl = `http://localhost:${ports.webWithoutCms}`;
export const webSwitchedUrl = `http://localhost:${ports.webSwitched}`;
/** Where the tests read the mails the CMS sent (`mailSink(mailSinkUrl)` in tests/support/mail-sink.ts). */
export const mailSinkUrl = `http://127.0.0.1:${ports.mailWeb}`;

/** Loopback ports of the end-to-end stack, apart from those of `npm start`. */
export const ports = {
  cms: Number(process.env.E2E_CMS_PORT ?? 1437),
  web: Number(process.env.E2E_WEB_PORT ?? 3137),
  /** A second site whose CMS is down, for the health check's 503. */
  webWithoutCms: Number(process.env.E2E_WEB_NO_CMS_PORT ?? 3138),
  /** The test CMS's mail sink: SMTP in, web inbox and REST API out. */
  mailSmtp: Number(process.env.E2E_MAIL_SMTP_PORT ?? 1425),
  mailWeb: Number(process.env.E2E_MAIL_WEB_PORT ?? 1480),
};

export const webUrl = `http://localhost:${ports.web}`;
export const webWithoutCmsUrl = `http://localhost:${ports.webWithoutCms}`;
/** Where the tests read the mails the CMS sent (`mailSink(mailSinkUrl)` in tests/support/mail-sink.ts). */
export const mailSinkUrl = `http://127.0.0.1:${ports.mailWeb}`;

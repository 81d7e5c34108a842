/** Loopback ports of the end-to-end stack, apart from those of `npm start`. */
export const ports = {
  cms: Number(process.env.E2E_CMS_PORT ?? 1437),
  web: Number(process.env.E2E_WEB_PORT ?? 3137),
  /** A second site whose CMS is down, for the health check's 503. */
  webWithoutCms: Number(process.env.E2E_WEB_NO_CMS_PORT ?? 3138),
};

export const webUrl = `http://localhost:${ports.web}`;
export const webWithoutCmsUrl = `http://localhost:${ports.webWithoutCms}`;

import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '30d' },
      // Sign-up may carry the member's name and language (for mails and the pages they link to).
      register: { allowedFields: ['name', 'language'] },
      // Off: every call comes from the site's server, so its per-address buckets would throttle all
      // members together. Log-ins are guarded per account and visitor by middlewares/login-throttle.ts,
      // sign-up and the account mails per visitor by middlewares/visitor-rate-limit.ts (and the site's captcha).
      ratelimit: { enabled: false },
      // The password policy (spec section 5: at least 6 unless the CMS says otherwise).
      validationRules: {
        validatePassword: (password: string) => password.length >= env.int('PASSWORD_MIN_LENGTH', 6),
      },
    },
  },
  // What editors and members may upload: raster images and PDFs up to 10 MB. No SVG or HTML, which
  // could carry script; the site serves anything that is not a raster image in a sandbox anyway.
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'application/pdf'],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/javascript', 'text/javascript'],
      },
    },
  },
  // Mail goes over SMTP; `npm start` and the tests run a local mail sink on 1025 (see scripts/lib/mail-sink.mjs).
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD', '') } } : {}),
        // A mail server that is down fails a request within seconds, not after nodemailer's two minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Standplaats <redactie@standplaats.local>'),
        ...(env('EMAIL_REPLY_TO') ? { defaultReplyTo: env('EMAIL_REPLY_TO') } : {}),
      },
    },
  },
});

export default config;

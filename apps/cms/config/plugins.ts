import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '30d' },
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

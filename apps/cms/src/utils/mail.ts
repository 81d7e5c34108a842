import type { Core } from '@strapi/strapi';
import type { Locale } from '@standplaats/shared';


/** What a mail says, in order; rendered both as HTML and as plain text. */
export type MailBlock =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { facts: [label: string, value: string][] }
  | { note: string; link?: { label: string; url: string } }
  /** A reader's own text, its lines kept. */
  | { quote: string };

export type MailContent = { subject: string; heading: string; blocks: MailBlock[] };

const SITE_NAME = 'Standplaats';
const FOOTER: Record<Locale, string> = {
  nl: 'Standplaats: nieuws en agenda voor beurzen, evenementen en congressen.',
  en: 'Standplaats: news and calendar for trade fairs, events and congresses.',
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${escape(block.paragraph)}</p>`;
  if ('quote' in block) return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cccccc;white-space:pre-wrap">${escape(block.quote)}</blockquote>`;
  if ('note' in block) {
    const link = block.link ? ` <a href="${escape(block.link.url)}" style="color:#1a1a1a">${escape(block.link.label)}</a>.` : '';
    return `<p style="margin:0 0 16px;font-size:13px;color:#555">${escape(block.note)}${link}</p>`;
  }
  if ('button' in block) {
    const { label, url } = block.button;
    return `<p style="margin:24px 0"><a href="${escape(url)}" style="display:inline-block;padding:12px 20px;background:#f6bb31;color:#1a1a1a;font-weight:bold;text-decoration:none;border-radius:4px">${escape(label)}</a></p>`;
  }
  const rows = block.facts
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:normal;color:#555">${escape(label)}</th><td style="padding:4px 0">${escape(value)}</td></tr>`)
    .join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote;
  if ('note' in block) return block.link ? `${block.note} ${block.link.label}: ${block.link.url}` : block.note;
  if ('button' in block) return `${block.button.label}:\n${block.button.url}`;
  return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** The HTML and the plain-text body of a mail, in the reader's language. */
export function renderMail(locale: Locale, { subject, heading, blocks }: MailContent) {
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;letter-spacing:.5px">${SITE_NAME}</p>
<div style="background:#ffffff;padding:24px;border-top:4px solid #f6bb31">
<h1 style="margin:0 0 16px;font-size:22px">${escape(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#666">${escape(FOOTER[locale])}</p>
</div></body></html>`;
  const text = [SITE_NAME, '', heading, '', ...blocks.map((block) => `${blockText(block)}\n`), '--', FOOTER[locale]].join('\n');
  return { subject, html, text };
}

/**
 * Sends a mail through the email plugin (SMTP). A failure is logged and reported as false rather
 * than thrown: what the reader asked for is stored, and an unsent mail must not undo it. With
 * `replyTo`, an answer goes to that address (a visitor's message forwarded to a company).
 */
export async function sendMail(strapi: Core.Strapi, to: string, locale: Locale, content: MailContent, { replyTo }: { replyTo?: string } = {}): Promise<boolean> {
  try {
    await strapi.plugin('email').service('email').send({ to, ...(replyTo && { replyTo }), ...renderMail(locale, content) });
    return true;
  } catch (error) {
    strapi.log.error(`Mail "${content.subject}" could not be sent: ${String(error)}`);
    return false;
  }
}

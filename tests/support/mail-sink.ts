// Reads the mails the CMS sent, from the test stack's mail sink (MailDev's REST API), as a reader
// would find them in their inbox. The sink's address comes from MAIL_SINK_URL unless given.

type Address = { address: string; name: string };

/** One caught mail, as MailDev's GET /email lists it (the fields the tests use). */
export type SinkMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: Address[];
  to: Address[];
  date: string;
};

type WaitOptions = {
  /** Wait until at least this many mails reached the address (default 1). */
  count?: number;
  /** Only mails whose subject matches. */
  subject?: RegExp;
  timeoutMs?: number;
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function mailSink(url: string | undefined = process.env.MAIL_SINK_URL) {
  if (!url) throw new Error('No mail sink: set MAIL_SINK_URL to the sink’s web address.');
  const base = url.replace(/\/$/, '');

  async function call(path: string, init?: RequestInit) {
    const response = await fetch(`${base}${path}`, init);
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${base}${path} → ${response.status}`);
    return response.json() as Promise<unknown>;
  }

  /** Every caught mail, oldest first. */
  const list = async () => (await call('/email')) as SinkMail[];

  /** The mails to `address` (any case), oldest first. */
  const mailsTo = async (address: string, subject?: RegExp) =>
    (await list()).filter((mail) => mail.to.some((to) => sameAddress(to.address, address)) && (!subject || subject.test(mail.subject)));

  /** Polls until `count` mails reached `address`; throws after the timeout. */
  async function waitForMails(address: string, { count = 1, subject, timeoutMs = 15_000 }: WaitOptions = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await mailsTo(address, subject);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${address} in the sink, found ${mails.length}.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    url: base,
    list,
    mailsTo,
    waitForMails,
    /** The newest mail to `address` once there are `count` of them. */
    waitForMail: async (address: string, options?: WaitOptions) => (await waitForMails(address, options)).at(-1)!,
    /** Empties the inbox. */
    clear: async () => void (await call('/email/all', { method: 'DELETE' })),
  };
}

export type MailSink = ReturnType<typeof mailSink>;

/** Every http(s) link in a mail's plain-text body, in order. */
export const linksIn = (mail: SinkMail) => [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => new URL(match[0]));

/** The link to a site path in a mail (e.g. '/nieuwsbrief/bevestigen'); throws when there is none. */
export function linkTo(mail: SinkMail, pathname: string | RegExp): URL {
  const link = linksIn(mail).find((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)));
  if (!link) throw new Error(`No link to ${pathname} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The `token` query parameter of the link to a site path in a mail. */
export function tokenFrom(mail: SinkMail, pathname: string | RegExp): string {
  const token = linkTo(mail, pathname).searchParams.get('token');
  if (!token) throw new Error(`The link to ${pathname} in "${mail.subject}" has no token.`);
  return token;
}

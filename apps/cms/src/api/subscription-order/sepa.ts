import { randomBytes } from 'node:crypto';

/**
 * The creditor of every direct debit: the name and the SEPA creditor identifier that appear on the
 * mandate and on the reader's bank statement. The identifier is a fictional one with valid check
 * digits (NL + check + ZZZ + Chamber of Commerce number + 0000); the publisher puts its own here.
 */
export const SEPA_CREDITOR = { name: 'Standplaats', id: 'NL69ZZZ123456780000' } as const;

// Crockford-like letters and digits without look-alikes (0/O, 1/I/L), readable over the phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new mandate reference, e.g. STP-20261122-K7Q2M9XA: the date it was signed and 8 random letters. */
export function newMandateReference(signedAt: Date): string {
  const date = signedAt.toISOString().slice(0, 10).replace(/-/g, '');
  const random = [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `STP-${date}-${random}`;
}

/** An IBAN as a mail may show it: country and check digits, the last two, the rest masked (NL91 **** **** **** 00). */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 6)) + iban.slice(-2);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

import { AD_INVITE_EMAILS_MAX, ZInviteEmail } from '@creatorscope/contracts';

/** The addresses typed or pasted into the invitation box, read as the server will read them. */
export type ParsedEmails = {
  /** Valid addresses, lower-cased, each once, in the order typed. */
  valid: string[];
  /** What was meant as an address but is not one, as typed, each once. */
  invalid: string[];
  /** More than one call takes. */
  isTooMany: boolean;
};

/**
 * Splits what a marketer pastes (one per line, or separated by commas, semicolons or spaces; a
 * spreadsheet column, or a mail client's `Asha Rao <asha@example.com>` list) into addresses,
 * checked by the contract's own rule. A bare word (no @, no dot) is a name in such a list and is
 * passed over; anything else that is not an address is reported, never silently dropped.
 */
export function parseEmails(text: string): ParsedEmails {
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(/^[<("']+|[>)"']+$/g, '');
    if (token === '') continue;
    const parsed = ZInviteEmail.safeParse(token);
    if (parsed.success) valid.add(parsed.data);
    else if (/[@.]/.test(token)) invalid.add(token);
  }
  return { valid: [...valid], invalid: [...invalid], isTooMany: valid.size > AD_INVITE_EMAILS_MAX };
}

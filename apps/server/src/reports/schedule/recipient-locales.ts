// The language each recipient of a scheduled report reads: their profile language when the
// address is an account's (issue 17: mails in the reader's language), else the report creator's.
import { toSupportedLocale, type Locale } from '@footfall/core';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';

/** Recipients grouped by language, in the order the languages first appear. */
export async function recipientLocales(
  ctx: AppContext,
  recipients: readonly string[],
  fallback: Locale,
): Promise<Map<Locale, string[]>> {
  const addresses = recipients.map((recipient) => recipient.toLowerCase());
  const accounts =
    addresses.length === 0
      ? []
      : await ctx.db
          .select({ email: sql<string>`lower(${users.email})`, locale: users.locale })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, addresses));
  const localeOf = new Map(accounts.map((account) => [account.email, account.locale]));
  const groups = new Map<Locale, string[]>();
  for (const recipient of recipients) {
    const locale = toSupportedLocale(localeOf.get(recipient.toLowerCase()) ?? null) ?? fallback;
    groups.set(locale, [...(groups.get(locale) ?? []), recipient]);
  }
  return groups;
}

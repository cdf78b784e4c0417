import {
  LOCATION_TYPE_LABELS,
  METRIC_LABELS,
  SERVICE_TIER_LABELS,
  SUPPORTED_LOCALES,
  VALIDATION_MESSAGES,
} from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue } from './catalogues';

const CATALOGUES = Object.fromEntries(
  await Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)])),
) as Record<(typeof SUPPORTED_LOCALES)[number], Catalogue>;

// Every key path of a catalogue with its text ("login.title" -> "Log in").
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [path, text] of flatten(value, prefix ? `${prefix}.${key}` : key)) {
        entries.set(path, text);
      }
    }
  } else {
    entries.set(prefix, node);
  }
  return entries;
}

const reference = flatten(CATALOGUES['en-US']);
const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\s*\w+\s*\}\}|%s/g)
    ?.sort() ?? [];

// A count's text has one key per plural category of its language (i18next's `_one`, `_many`,
// `_other`, chosen by Intl.PluralRules): English has one and other, French and Spanish also many
// (millions), so their catalogues hold keys en-US has not.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const categories = (locale: string) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();

/** The en-US key a locale's key stands for: its own plural forms map to en-US's "other". */
function referenceKey(key: string): string {
  const match = PLURAL_SUFFIX.exec(key);
  if (!match) return key;
  const base = key.slice(0, match.index);
  return reference.has(key) ? key : `${base}_other`;
}

/** The key paths of a catalogue, each plural family as its base ("a.b_one" -> "a.b#plural"). */
const families = (keys: Iterable<string>) =>
  new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, '#plural')));

describe.each(SUPPORTED_LOCALES)('the %s catalogue', (locale) => {
  const catalogue = flatten(CATALOGUES[locale]);

  it('has every key of en-US', () => {
    const own = families(catalogue.keys());
    const missing = [...families(reference.keys())].filter((key) => !own.has(key));
    expect(missing).toEqual([]);
  });

  it('has no key en-US lacks', () => {
    const known = families(reference.keys());
    const extra = [...families(catalogue.keys())].filter((key) => !known.has(key));
    expect(extra).toEqual([]);
  });

  it('has every plural form of its language for each count, and no other', () => {
    const forms = new Map<string, string[]>();
    for (const key of catalogue.keys()) {
      const match = PLURAL_SUFFIX.exec(key);
      if (!match) continue;
      const base = key.slice(0, match.index);
      forms.set(base, [...(forms.get(base) ?? []), match[1]!]);
    }
    for (const [base, found] of forms) {
      expect(found.sort(), `${locale} ${base}`).toEqual(categories(locale));
    }
  });

  it('has a non-empty text for every key, with the same placeholders as en-US', () => {
    for (const [key, text] of catalogue) {
      expect(typeof text === 'string' && text.trim() !== '', `${locale} ${key}`).toBe(true);
      expect(placeholders(text), `${locale} ${key}`).toEqual(
        placeholders(reference.get(referenceKey(key))),
      );
    }
  });
});

describe('the en-US catalogue', () => {
  // "1 visits", "1 hours": a number said before a noun gives the noun its form, so such a text is
  // a plural family (`_one`, `_other`) picked by the count. Texts that set a figure apart instead
  // ("Hours without data: 1 of 701") need no forms.
  const PLURAL_NOUNS =
    /^(attempts|cells|corners|days|folders|gaps|gateways|hours|locations|messages|minutes|others|people|positions|recipients|sessions|transitions|visitors|visits)$/;
  // Counts that are constants of the product (limits, the calibration window), never one.
  const CONSTANTS = new Set(['max', 'window', 'windowDays', 'minDays', 'minWalkIns']);
  // Said only of periods over 15 days (docs/product.md section 9: the doubled comparison).
  const NEVER_ONE = new Set(['comparison.previousDoubled']);

  it('gives every counted noun the form of its count', () => {
    const fixed = [...reference]
      .filter(([key]) => !PLURAL_SUFFIX.test(key) && !NEVER_ONE.has(key))
      .flatMap(([key, text]) =>
        [...String(text).matchAll(/\{\{(\w+)\}\}(?: of \{\{\w+\}\})? (\w+)/g)]
          .filter(([, name, noun]) => !CONSTANTS.has(name!) && PLURAL_NOUNS.test(noun!))
          .map(([phrase]) => `${key}: ${phrase}`),
      );
    expect(fixed).toEqual([]);
  });
});

describe('the French catalogue', () => {
  it('writes the apostrophe as French typography does (’), as the PDFs and mails do', () => {
    const straight = [...flatten(CATALOGUES.fr)].filter(([, text]) =>
      /\p{L}'\p{L}/u.test(String(text)),
    );
    expect(straight.map(([key]) => key)).toEqual([]);
  });
});

describe('catalogue texts fixed by docs/product.md', () => {
  it('keeps the validation messages of section 5 in US and UK English', () => {
    for (const locale of ['en-US', 'en-GB'] as const) {
      expect(CATALOGUES[locale].validation).toEqual(VALIDATION_MESSAGES);
    }
  });

  it('keeps the display vocabulary of core in US English', () => {
    expect(CATALOGUES['en-US'].locationTypes).toEqual(LOCATION_TYPE_LABELS);
    expect(CATALOGUES['en-US'].serviceTiers).toEqual(SERVICE_TIER_LABELS);
  });

  it('keeps the 404 texts exact in both Englishes', () => {
    for (const locale of ['en-US', 'en-GB'] as const) {
      expect(CATALOGUES[locale].notFound.title).toBe('Page not found');
      expect(CATALOGUES[locale].notFound.text).toBe(
        'Sorry, the page you are looking for could not be found.',
      );
    }
  });

  it('spells organisation the British way in en-GB', () => {
    expect(CATALOGUES['en-GB'].fields.organisationName).toBe('Organisation name');
    expect(CATALOGUES['en-GB'].shell.orgChart).toBe('Organisation chart');
  });

  it('translates French and Spanish rather than copying English', () => {
    for (const locale of ['fr', 'es'] as const) {
      expect(CATALOGUES[locale].notFound.title).not.toBe(CATALOGUES['en-US'].notFound.title);
      expect(CATALOGUES[locale].validation.notEmpty).not.toBe(VALIDATION_MESSAGES.notEmpty);
    }
  });
});

describe('figure names', () => {
  it.each(SUPPORTED_LOCALES)('are core’s label catalogue on every %s page', (locale) => {
    const labels = METRIC_LABELS[locale];
    const catalogue = CATALOGUES[locale];
    expect(catalogue.retail.kpis.captureRate).toBe(labels.capture_rate);
    expect(catalogue.retail.kpis.avgDwell).toBe(labels.avg_dwell_s);
    expect(catalogue.retail.series.walkBys).toBe(labels.walk_bys);
    expect(catalogue.events.kpis.engagementRate).toBe(labels.engagement_rate);
    expect(catalogue.dashboardOverview.columns.walkIns).toBe(labels.walk_ins);
    expect(catalogue.dashboardOverview.totals.visitors).toBe(labels.visitors);
    expect(catalogue.comparison.metrics.dwell).toBe(labels.dwell);
  });
});

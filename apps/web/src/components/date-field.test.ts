import { describe, expect, it } from 'vitest';
import { DATE_FIELD_FORMATS, parseTypedDate } from './date-field';

describe('a typed date', () => {
  it("reads the language's own order, and ISO in every language", () => {
    expect(parseTypedDate('03/10/2026', DATE_FIELD_FORMATS['en-US'].format)).toBe('2026-03-10');
    expect(parseTypedDate('03/10/2026', DATE_FIELD_FORMATS.fr.format)).toBe('2026-10-03');
    expect(parseTypedDate(' 2026-10-03 ', DATE_FIELD_FORMATS.es.format)).toBe('2026-10-03');
  });

  it('is no date when it does not exist or is not finished', () => {
    expect(parseTypedDate('31/02/2026', DATE_FIELD_FORMATS['en-GB'].format)).toBeNull();
    expect(parseTypedDate('13/31/2026', DATE_FIELD_FORMATS['en-US'].format)).toBeNull();
    expect(parseTypedDate('01/03/26', DATE_FIELD_FORMATS.fr.format)).toBeNull();
    expect(parseTypedDate('', DATE_FIELD_FORMATS.fr.format)).toBeNull();
  });
});

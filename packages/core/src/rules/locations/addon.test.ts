import { describe, expect, it } from 'vitest';
import { parseAddon } from './addon';

describe('parseAddon', () => {
  it.each(['adam', 'ADAM', ' Adam ', 'none,adam', 'other, adam'])('turns %j on', (addon) => {
    expect(parseAddon(addon)).toEqual({ adam: true });
  });

  it.each(['none', 'NONE', '', 'adams', 'other', null, undefined])('keeps %j off', (addon) => {
    expect(parseAddon(addon)).toEqual({ adam: false });
  });

  it('passes a flag object through, normalised to a real boolean', () => {
    expect(parseAddon({ adam: true })).toEqual({ adam: true });
    expect(parseAddon({ adam: false })).toEqual({ adam: false });
    const loose = JSON.parse('{"adam": 1, "extra": true}') as { adam: boolean };
    expect(parseAddon(loose)).toEqual({ adam: false });
  });
});

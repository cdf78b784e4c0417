// The field named in a control-character refusal: the path of the first string (or key) with one.
import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from '../src/http/control-characters';

describe('controlCharacterPath', () => {
  it('names the first string or key holding a control character', () => {
    expect(controlCharacterPath('plain\ttext\r\n')).toBeNull();
    expect(controlCharacterPath('nul\u0000')).toBe('_');
    expect(
      controlCharacterPath({ name: 'ok', items: [{ a: 'x' }, { a: 'y', b: 'bell\u0007' }] }),
    ).toBe('items.1.b');
    expect(controlCharacterPath({ outer: { ['k\u001f']: 'value' } })).toBe('outer._');
    expect(controlCharacterPath([['ok', 'esc\u001b']])).toBe('0.1');
    expect(controlCharacterPath({ n: 1, b: true, none: null, list: [1, 2] })).toBeNull();
  });
});

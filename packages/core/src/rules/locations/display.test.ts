import { describe, expect, it } from 'vitest';
import { locationDisplayName, spaceWord } from './display';

describe('locationDisplayName', () => {
  it('shows the name when there is one', () => {
    expect(locationDisplayName('Main Street')).toBe('Main Street');
  });

  it.each([null, undefined, '', '   '])('shows N/A for %j', (name) => {
    expect(locationDisplayName(name)).toBe('N/A');
  });
});

describe('spaceWord', () => {
  it('calls live-event and attendee-tracking spaces booths', () => {
    expect(spaceWord('XM')).toBe('booth');
    expect(spaceWord('AT')).toBe('booth');
  });

  it('calls retail and mall spaces stores', () => {
    expect(spaceWord('RETAIL')).toBe('store');
    expect(spaceWord('MALL')).toBe('store');
  });
});

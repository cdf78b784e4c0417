// The English `note` of every analytics answer: counts with the noun (and verb) they take.
import { describe, expect, it } from 'vitest';
import { completenessNote } from './completeness';

const figures = {
  gateways_connected: 1,
  gateways_reporting: 1,
  hours_in_range: 48,
  hours_without_data: 0,
  pending_days: 0,
};

describe('the completeness note', () => {
  it('says one gateway, one hour and one day in the singular', () => {
    expect(completenessNote({ ...figures, hours_without_data: 1, pending_days: 1 })).toBe(
      '1 gateway reported in this range (1 connected now). 1 of 48 hours has no data from any gateway: figures for that hour are missing, not zero. 1 day is still being computed: figures may change.',
    );
  });

  it('says several in the plural', () => {
    expect(
      completenessNote({
        ...figures,
        gateways_connected: 3,
        gateways_reporting: 2,
        hours_without_data: 45,
        pending_days: 2,
      }),
    ).toBe(
      '2 gateways reported in this range (3 connected now). 45 of 48 hours have no data from any gateway: figures for those hours are missing, not zero. 2 days are still being computed: figures may change.',
    );
  });

  it('agrees the noun with the hours in range', () => {
    expect(completenessNote({ ...figures, hours_in_range: 1, hours_without_data: 1 })).toContain(
      '1 of 1 hour has no data',
    );
    expect(completenessNote(figures)).toBe(
      '1 gateway reported in this range (1 connected now). Every hour of the range has data.',
    );
  });
});

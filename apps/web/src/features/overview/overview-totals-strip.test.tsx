import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { createI18n } from '../../i18n/i18n';
import { OverviewTotalsStrip } from './overview-totals-strip';
import type { OverviewTotals } from './overview-totals';

const totals: OverviewTotals = {
  locations: 4,
  visitors: 400,
  walkBys: 1000,
  walkIns: 70,
  captureRate: 0.25,
  partial: false,
  boothsInShows: 0,
};

const show = (value: OverviewTotals) =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      <OverviewTotalsStrip totals={value} />
    </Providers>,
  );

describe('the overview totals', () => {
  it('say why booths listed with their show do not add up in the Wi-Fi totals', () => {
    show({ ...totals, boothsInShows: 2 });
    expect(
      screen.getByText(
        "Visitors and walk-bys count 2 booths once: their show's figures already include them.",
      ),
    ).toBeTruthy();
  });

  it('say nothing of it when no booth is listed with its show', () => {
    show(totals);
    expect(screen.queryByText(/booths? once/)).toBeNull();
  });
});

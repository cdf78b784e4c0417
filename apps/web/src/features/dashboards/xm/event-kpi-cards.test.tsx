import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createI18n } from '../../../i18n/i18n';
import { figures, footTraffic } from '../retail/retail-test-data';
import { EventKpiCards } from './event-kpi-cards';

const show = (fqv: number | null) =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      <EventKpiCards
        response={footTraffic({ totals: figures({ fqv }) })}
        keys={['visitors', 'fqv']}
        space="booth"
      />
    </Providers>,
  );

describe('the event headline cards', () => {
  it('say a booth without areas has no FQV yet, instead of a zero', () => {
    show(null);
    const card = screen.getByRole('article', { name: 'FQV' });
    expect(within(card).getByText('Not available')).toBeTruthy();
    expect(
      within(card).getByText(/FQV counts visits to areas, and this location has none/),
    ).toBeTruthy();
  });

  it('show a counted FQV, zero included, as a figure', () => {
    show(0);
    const card = screen.getByRole('article', { name: 'FQV' });
    expect(within(card).getByText('0')).toBeTruthy();
    expect(within(card).queryByText(/visits to areas/)).toBeNull();
  });
});

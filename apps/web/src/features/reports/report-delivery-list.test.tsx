import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aReport, openReports, reportsTable } from './reports-test-setup';

const weekly = { frequency: 'weekly' as const, recipients: ['a@x.io'] };

describe('the last delivery in the reports list', () => {
  it('shows sent, pending and failed mailings with their time and error', async () => {
    openReports([
      aReport({
        id: '1',
        name: 'Sent one',
        schedule: weekly,
        last_delivery: {
          status: 'sent',
          slot_at: '2026-03-02T11:00:00Z',
          sent_at: '2026-03-02T11:00:05Z',
          attempts: 1,
          next_attempt_at: null,
          error: null,
        },
        next_delivery_at: '2026-03-09T11:00:00Z',
      }),
      aReport({
        id: '2',
        name: 'Pending one',
        schedule: weekly,
        last_delivery: {
          status: 'pending',
          slot_at: '2026-03-02T11:00:00Z',
          sent_at: null,
          attempts: 1,
          next_attempt_at: '2026-03-02T11:15:00Z',
          error: 'Connection refused',
        },
      }),
      aReport({
        id: '3',
        name: 'Failed one',
        schedule: weekly,
        last_delivery: {
          status: 'failed',
          slot_at: '2026-03-02T11:00:00Z',
          sent_at: null,
          attempts: 5,
          next_attempt_at: null,
          error: '550 Mailbox unavailable',
        },
      }),
      // No attempt yet: waiting for days still being computed, not a retry.
      aReport({
        id: '6',
        name: 'Waiting one',
        schedule: weekly,
        last_delivery: {
          status: 'pending',
          slot_at: '2026-03-02T11:00:00Z',
          sent_at: null,
          attempts: 0,
          next_attempt_at: '2026-03-02T11:02:00Z',
          error: null,
        },
      }),
      aReport({ id: '4', name: 'Never mailed', schedule: weekly }),
      aReport({ id: '5', name: 'Unscheduled' }),
    ]);
    const rows = await reportsTable();
    const row = (name: string) => within(rows.getByRole('rowheader', { name }).closest('tr')!);
    expect(row('Sent one').getByText('Sent')).toBeTruthy();
    expect(row('Sent one').getByText(/^Mar 2, 2026/)).toBeTruthy();
    expect(row('Sent one').getByText(/^Next: Mar 9, 2026/)).toBeTruthy();
    expect(row('Pending one').getByText('Pending')).toBeTruthy();
    expect(row('Pending one').getByText(/^Next try: .*\(attempts so far: 1\)$/)).toBeTruthy();
    expect(row('Pending one').getByText('Error: Connection refused')).toBeTruthy();
    expect(row('Waiting one').getByText(/^Going out: Mar 2, 2026/)).toBeTruthy();
    expect(row('Waiting one').queryByText(/attempts so far/)).toBeNull();
    expect(row('Failed one').getByText(/gave up after 5 attempts$/)).toBeTruthy();
    expect(row('Failed one').getByText('Error: 550 Mailbox unavailable')).toBeTruthy();
    expect(row('Never mailed').getByText('Not sent yet')).toBeTruthy();
    // Said once, by the schedule: no mailing badge for a report that is never mailed.
    expect(row('Unscheduled').getAllByText('Not scheduled')).toHaveLength(1);
    // Sorting the schedule column puts the mailings that need attention first.
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const names = (await reportsTable()).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual([
      'Failed one',
      'Pending one',
      'Waiting one',
      'Sent one',
      'Never mailed',
      'Unscheduled',
    ]);
  });
});

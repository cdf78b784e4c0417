import type { Report } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  duplicateRequestOf,
  formErrorsOf,
  formValuesOf,
  parseRecipients,
  requestOf,
} from './report-form';

const MESSAGES = {
  nameEmpty: 'name',
  noLocation: 'location',
  noMetric: 'metric',
  datesMissing: 'dates',
  endBeforeStart: 'order',
  noRecipient: 'recipient',
};

const saved: Report = {
  id: '9',
  name: 'March',
  description: 'Spring',
  location_ids: ['5'],
  folder_ids: ['2'],
  metrics: ['fqv', 'visitors'],
  period: { kind: 'fixed', start_date: '2026-03-01', end_date: '2026-03-31' },
  granularity: 'week',
  comparison: true,
  schedule: { frequency: 'weekly', recipients: ['a@x.io', 'b@x.io'] },
  last_run_at: null,
  last_status: 'never',
  last_delivery: null,
  next_delivery_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('the report form', () => {
  it('turns the values into the request body, metrics in canonical order', () => {
    expect(requestOf(formValuesOf(saved))).toEqual({
      name: 'March',
      description: 'Spring',
      location_ids: ['5'],
      folder_ids: ['2'],
      metrics: ['visitors', 'fqv'],
      period: { kind: 'fixed', start_date: '2026-03-01', end_date: '2026-03-31' },
      granularity: 'week',
      comparison: true,
      schedule: { frequency: 'weekly', recipients: ['a@x.io', 'b@x.io'] },
    });
    const fresh = { ...formValuesOf(), name: ' New ', locationIds: ['5'], recipients: 'x@y.io' };
    expect(requestOf(fresh)).toMatchObject({
      name: 'New',
      description: null,
      period: { kind: 'rolling', days: 30 },
      schedule: { frequency: 'none', recipients: [] },
    });
  });

  it('splits recipients on commas, semicolons, spaces and lines', () => {
    expect(parseRecipients(' a@x.io, b@x.io;c@x.io\nd@x.io  ')).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
      'd@x.io',
    ]);
  });

  it('checks the form before asking the server', () => {
    expect(checkForm({ ...formValuesOf(), metrics: [] }, MESSAGES)).toEqual({
      name: 'name',
      locationIds: 'location',
      metrics: 'metric',
    });
    const fixed = {
      ...formValuesOf(saved),
      startDate: '2026-03-10',
      endDate: '2026-03-01',
      recipients: ' ',
    };
    expect(checkForm(fixed, MESSAGES)).toEqual({ endDate: 'order', recipients: 'recipient' });
    expect(checkForm(formValuesOf(saved), MESSAGES)).toEqual({});
  });

  it('puts the server messages under their fields', () => {
    expect(
      formErrorsOf({
        name: 'Name is empty',
        location_ids: 'Choose at least one location or folder',
        'folder_ids.0': 'The folder was not found',
        description: 'Description is too long',
        'period.end_date': 'End date must not be before the start date',
        'schedule.recipients.1': 'Recipient is not valid',
        unknown: 'ignored',
      }),
    ).toEqual({
      name: 'Name is empty',
      locationIds: 'Choose at least one location or folder',
      folderIds: 'The folder was not found',
      description: 'Description is too long',
      endDate: 'End date must not be before the start date',
      recipients: 'Recipient is not valid',
    });
  });

  it('duplicates a report under a new name', () => {
    expect(duplicateRequestOf(saved, 'Copy of March')).toEqual({
      name: 'Copy of March',
      description: 'Spring',
      location_ids: ['5'],
      folder_ids: ['2'],
      metrics: ['fqv', 'visitors'],
      period: saved.period,
      granularity: 'week',
      comparison: true,
      schedule: saved.schedule,
    });
  });
});

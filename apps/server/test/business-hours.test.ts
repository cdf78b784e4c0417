// Business hours (issue 4 item 1): defaults, round trip, next-day closing, every validation
// message, and who may read and change them, on both databases.
import { BUSINESS_HOURS_MESSAGES } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

type Period = { closed: boolean; open_hour: number | null; close_hour: number | null };
const closed: Period = { closed: true, open_hour: null, close_hour: null };
const open = (open_hour: number, close_hour: number): Period => ({
  closed: false,
  open_hour,
  close_hour,
});
const week = () => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...open(10, 20) }));

describe('business hours', () => {
  let server: TestServer;
  let fixture: Fixture;
  let path: { get: string; put: string };
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    fixture = await organisationFixture(server);
    path = {
      get: `/api/v1/locations/${fixture.location.id}/businesshours`,
      put: `/api/system/locations/${fixture.location.id}/businesshours`,
    };
  });
  afterAll(() => server?.stop());

  const put = (body: unknown) =>
    server.request('PUT', path.put, { token: fixture.tokens.owner, body });

  it('answers the default week (Mon-Sat 9-19, Sunday closed) until saved', async () => {
    const res = await server.request(
      'GET',
      `/api/v1/locations/${fixture.otherLocationId}/businesshours`,
      {
        token: fixture.tokens.owner,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.is_default).toBe(true);
    expect(res.body.data.exceptions).toEqual([]);
    expect(res.body.data.days).toEqual([
      { weekday: 0, ...open(9, 19) },
      { weekday: 1, ...open(9, 19) },
      { weekday: 2, ...open(9, 19) },
      { weekday: 3, ...open(9, 19) },
      { weekday: 4, ...open(9, 19) },
      { weekday: 5, ...open(9, 19) },
      { weekday: 6, ...closed },
    ]);
  });

  it('stores a week with a next-day closing and exceptions, then replaces them whole', async () => {
    const days = week().reverse();
    days[0] = { weekday: 6, ...closed };
    days[2] = { weekday: 4, ...open(10, 26) };
    const saved = await put({
      days,
      exceptions: [
        { date: '2025-12-31', ...open(18, 27), note: ' New year party ' },
        { date: '2025-12-25', ...closed, note: null },
      ],
    });
    expect(saved.status).toBe(200);
    const expected = {
      days: [
        { weekday: 0, ...open(10, 20) },
        { weekday: 1, ...open(10, 20) },
        { weekday: 2, ...open(10, 20) },
        { weekday: 3, ...open(10, 20) },
        { weekday: 4, ...open(10, 26) },
        { weekday: 5, ...open(10, 20) },
        { weekday: 6, ...closed },
      ],
      exceptions: [
        { date: '2025-12-25', ...closed, note: null },
        { date: '2025-12-31', ...open(18, 27), note: 'New year party' },
      ],
      is_default: false,
    };
    expect(saved.body.data).toEqual(expected);
    const read = await server.request('GET', path.get, { token: fixture.tokens.analyst });
    expect(read.body.data).toEqual(expected);

    // A second save replaces the exceptions: the old ones are gone.
    const again = await put({ days: week(), exceptions: [] });
    expect(again.body.data.exceptions).toEqual([]);
    expect(again.body.data.days[4]).toEqual({ weekday: 4, ...open(10, 20) });
  });

  it('changes nothing when a request is refused', async () => {
    await put({ days: week(), exceptions: [{ date: '2026-01-01', ...closed, note: null }] });
    const days = week();
    days[3] = { weekday: 3, ...open(15, 14) };
    expect((await put({ days, exceptions: [] })).status).toBe(400);
    const read = await server.request('GET', path.get, { token: fixture.tokens.owner });
    expect(read.body.data.exceptions).toHaveLength(1);
    expect(read.body.data.days[3]).toEqual({ weekday: 3, ...open(10, 20) });
  });

  const cases: [string, () => unknown, Record<string, string>][] = [
    [
      'six weekdays',
      () => ({ days: week().slice(1) }),
      { days: BUSINESS_HOURS_MESSAGES.weekCount },
    ],
    [
      'a weekday twice',
      () => ({ days: [...week().slice(0, 6), { weekday: 0, ...closed }] }),
      { 'days.6.weekday': BUSINESS_HOURS_MESSAGES.weekdayTwice },
    ],
    [
      'a weekday out of range',
      () => ({ days: [...week().slice(0, 6), { weekday: 9, ...closed }] }),
      { 'days.6.weekday': BUSINESS_HOURS_MESSAGES.weekday },
    ],
    [
      'an opening hour after 20',
      () => ({ days: [{ weekday: 0, ...open(21, 23) }, ...week().slice(1)] }),
      { 'days.0.open_hour': BUSINESS_HOURS_MESSAGES.openOption },
    ],
    [
      'a closing hour before 12',
      () => ({ days: [{ weekday: 0, ...open(8, 11) }, ...week().slice(1)] }),
      { 'days.0.close_hour': BUSINESS_HOURS_MESSAGES.closeOption },
    ],
    [
      'a closing hour after 27',
      () => ({ days: [{ weekday: 0, ...open(8, 28) }, ...week().slice(1)] }),
      { 'days.0.close_hour': BUSINESS_HOURS_MESSAGES.closeOption },
    ],
    [
      'closing before opening',
      () => ({ days: [{ weekday: 0, ...open(14, 13) }, ...week().slice(1)] }),
      { 'days.0.close_hour': 'Closing hour must be after the opening hour' },
    ],
    [
      'an open day without hours',
      () => ({
        days: [
          { weekday: 0, closed: false, open_hour: null, close_hour: null },
          ...week().slice(1),
        ],
      }),
      {
        'days.0.open_hour': 'Opening hour is empty',
        'days.0.close_hour': 'Closing hour is empty',
      },
    ],
    [
      'a closed day with hours',
      () => ({
        days: [{ weekday: 0, closed: true, open_hour: 9, close_hour: 17 }, ...week().slice(1)],
      }),
      {
        'days.0.open_hour': BUSINESS_HOURS_MESSAGES.closedOpen,
        'days.0.close_hour': BUSINESS_HOURS_MESSAGES.closedClose,
      },
    ],
    [
      'a half hour',
      () => ({ days: [{ weekday: 0, ...open(9.5, 17) }, ...week().slice(1)] }),
      { 'days.0.open_hour': 'Opening hour is not an integer' },
    ],
    [
      'an hour as text',
      () => ({ days: [{ weekday: 0, ...open(9, 17), close_hour: '17' }, ...week().slice(1)] }),
      { 'days.0.close_hour': 'Closing hour is not an number' },
    ],
    [
      'a date that does not exist',
      () => ({ days: week(), exceptions: [{ date: '2025-02-29', ...closed, note: null }] }),
      { 'exceptions.0.date': BUSINESS_HOURS_MESSAGES.date },
    ],
    [
      'a date twice',
      () => ({
        days: week(),
        exceptions: [
          { date: '2025-05-01', ...closed, note: null },
          { date: '2025-05-01', ...open(9, 13), note: null },
        ],
      }),
      { 'exceptions.1.date': BUSINESS_HOURS_MESSAGES.dateTwice },
    ],
    [
      'an exception closing before opening',
      () => ({ days: week(), exceptions: [{ date: '2025-05-02', ...open(13, 12), note: null }] }),
      { 'exceptions.0.close_hour': 'Closing hour must be after the opening hour' },
    ],
    [
      'a long note',
      () => ({
        days: week(),
        exceptions: [{ date: '2025-05-02', ...closed, note: 'x'.repeat(201) }],
      }),
      { 'exceptions.0.note': 'Note is too long (at most 200 characters)' },
    ],
    [
      'an unknown field',
      () => ({ days: week(), hours: [] }),
      { hours: 'hours is not a known field' },
    ],
  ];
  for (const [name, body, fields] of cases) {
    it(`refuses ${name}`, async () => {
      const res = await put(body());
      expect(res.status).toBe(400);
      expect(res.body.meta.error_type).toBe('ValidationException');
      expect(res.body.meta.fields).toEqual(fields);
    });
  }

  it('lets owners and managers edit, analysts and viewers only read', async () => {
    const body = { days: week(), exceptions: [] };
    const statuses: Record<string, [number, number]> = {};
    for (const actor of [
      'owner',
      'manager',
      'analyst',
      'viewer',
      'foreign',
      'share',
      'none',
    ] as const) {
      const token = fixture.tokens[actor];
      const read = await server.request('GET', path.get, { token });
      const write = await server.request('PUT', path.put, { token, body });
      statuses[actor] = [read.status, write.status];
    }
    expect(statuses).toEqual({
      owner: [200, 200],
      manager: [200, 200],
      analyst: [200, 403],
      viewer: [403, 403],
      foreign: [404, 404],
      share: [403, 403],
      none: [401, 401],
    });
  });

  it('answers 404 for a location that does not exist', async () => {
    const res = await server.request('GET', '/api/v1/locations/999999/businesshours', {
      token: fixture.tokens.owner,
    });
    expect(res.status).toBe(404);
  });
});

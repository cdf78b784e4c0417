import { describe, expect, it } from 'vitest';
import { retailAvailability, settingsPath } from './retail-availability';

const ALL = new Set(['locations_view', 'locations_tags_view', 'locations_tags_edit']);
const VIEWER = new Set(['locations_view']);

describe('the retail availability', () => {
  it('offers everything at a PLUS store with door counters', () => {
    const availability = retailAvailability(
      { service: 'PLUS', tag_services: ['DOORCOUNTER'], sensor_services: ['FOOTTRAFFIC'] },
      [],
      ALL,
    );
    expect([...availability.offered]).toEqual(['WALK-BY', 'FOOTTRAFFIC', 'WALK-IN']);
    expect(availability.missingFor('walkIns')).toBeNull();
    expect(availability.missingFor('captureRate')).toBeNull();
    expect(availability.missingFor('busiestHours')).toBeNull();
    expect(availability.doorCountersPage).toBe('door-counters');
    expect(
      retailAvailability({ service: 'PLUS', tag_services: ['DOORCOUNTER'] }, [], VIEWER)
        .doorCountersPage,
    ).toBeNull();
  });

  it('shows no walk-ins at a LITE store without DOORCOUNTER, and says why', () => {
    const availability = retailAvailability(
      { service: 'LITE', tag_services: [], sensor_services: ['FOOTTRAFFIC'] },
      [],
      ALL,
    );
    expect([...availability.offered]).toEqual(['WALK-BY']);
    expect(availability.missingFor('walkIns')).toEqual({
      metric: 'WALK-IN',
      reason: 'walkInsNeedDoorCounter',
      settingsPage: null,
    });
    expect(availability.missingFor('visitors')).toEqual({
      metric: 'FOOTTRAFFIC',
      reason: 'visitorsNeedPlus',
      settingsPage: 'info',
    });
    expect(availability.missingFor('captureRate')?.metric).toBe('FOOTTRAFFIC');
    expect(availability.missingFor('walkBys')).toBeNull();
    expect(availability.missingFor('traffic')).toBeNull();
    expect(availability.missingFor('insights')).toBeNull();
    expect(availability.doorCountersPage).toBeNull();
    expect(availability.nothingOffered).toBeNull();
  });

  it('explains a tier without metrics everywhere', () => {
    const availability = retailAvailability({ service: 'PREMIUM' }, [], ALL);
    expect(availability.offered.size).toBe(0);
    expect(availability.missing.map((m) => m.reason)).toEqual([
      'tierOffersNone',
      'tierOffersNone',
      'tierOffersNone',
      'tierOffersNone',
    ]);
    expect(availability.missingFor('traffic')?.reason).toBe('tierOffersNone');
    expect(availability.missingFor('insights')?.settingsPage).toBe('info');
    expect(availability.nothingOffered).toEqual({
      metric: 'WALK-BY',
      reason: 'tierOffersNone',
      settingsPage: 'info',
    });
  });

  it('says nothing is offered at a LITE location without services, and only then', () => {
    const bare = retailAvailability(
      { service: 'LITE', tag_services: [], sensor_services: [] },
      [],
      ALL,
    );
    expect(bare.offered.size).toBe(0);
    expect(bare.nothingOffered?.reason).toBe('walkBysNeedSensorService');
    const withDoors = retailAvailability(
      { service: 'LITE', tag_services: ['DOORCOUNTER'], sensor_services: [] },
      [],
      ALL,
    );
    expect(withDoors.nothingOffered).toBeNull();
  });

  it('follows the answers when they refuse a metric the client would offer', () => {
    const availability = retailAvailability(
      { service: 'PLUS', tag_services: ['DOORCOUNTER'], sensor_services: [] },
      ['WALK-IN'],
      ALL,
    );
    expect(availability.missingFor('walkIns')?.metric).toBe('WALK-IN');
    expect(availability.doorCountersPage).toBeNull();
  });

  it('builds settings paths', () => {
    expect(settingsPath('7', 'door-counters')).toBe('/main/settings/7/door-counters');
  });
});

// A small shop and a booth used by the simulator tests.
import { buildVenue } from '../src/sim/venue';

export const shop = buildVenue({
  id: 'test-shop',
  name: 'Test shop',
  type: 'RETAIL',
  timezone: 'Europe/Paris',
  areas: [
    {
      id: 'front',
      name: 'Front',
      polygon: [
        [0, 6],
        [16, 6],
        [16, 12],
        [0, 12],
      ],
      weight: 2,
    },
    {
      id: 'back',
      name: 'Back',
      polygon: [
        [0, 0],
        [16, 0],
        [16, 6],
        [0, 6],
      ],
      weight: 1,
    },
  ],
  gateways: [
    { serial: 'GW-1', x: 8, y: 10.5, areaId: 'front' },
    { serial: 'GW-2', x: 4, y: 3, areaId: 'back' },
    { serial: 'GW-3', x: 12, y: 3, areaId: 'back' },
  ],
  doors: [{ serial: 'DOOR-1', x: 8, y: 12.5 }],
});

export const options = { seed: 42, secret: 'test-secret' };

/** Local dates of one week, Monday 2026-11-16 to Sunday 2026-11-22. */
export const week = ['16', '17', '18', '19', '20', '21', '22'].map((d) => `2026-11-${d}`);

// Rollups shared by the comparison report tests (API and document): Paris and Lyon in the week of
// 2 March 2026, Paris also the week before. Tests add their own rows on top.
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import type { TestServer } from './helpers/test-server';

/** Seeds the demo stores' rollups and returns the stores' ids (Madrid left without rows). */
export async function seedComparisonStores(server: TestServer, ownerToken: string) {
  const idOf = await demoLocationIds(server, ownerToken);
  const paris = String(idOf('Paris Opéra Store'));
  const lyon = String(idOf('Lyon Part-Dieu Store'));
  const madrid = String(idOf('Madrid Gran Vía Store'));
  const parisRollups = await rollupFixture(server, Number(paris));
  // Paris's gateway reported through both weeks' opening hours, so the two periods compare
  // (core's comparable rule reads data coverage, not only the figures).
  const [gateway] = [...(await parisRollups.sensorIds()).values()];
  if (gateway === undefined) throw new Error('the demo Paris store has no gateway');
  await parisRollups.gatewayHourly(
    Array.from({ length: 14 }, (_, day) =>
      new Date(Date.UTC(2026, 1, 23 + day)).toISOString().slice(0, 10),
    ).flatMap((date) =>
      [9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((hour) => ({
        date,
        hour,
        sensorId: gateway,
        detections: 10,
        heartbeats: 1,
        minutesSeen: 60,
      })),
    ),
  );
  await parisRollups.hourly([
    {
      date: '2026-03-02',
      hour: 10,
      walkBys: 30,
      visitors: 10,
      engagers: 4,
      fqv: 2,
      dwellSSum: 6000,
    },
    { date: '2026-03-05', hour: 15, walkBys: 20, visitors: 4, engagers: 0, fqv: 1, dwellSSum: 900 },
    { date: '2026-02-24', hour: 11, walkBys: 8, visitors: 4, engagers: 2, dwellSSum: 400 },
  ]);
  await (
    await rollupFixture(server, Number(lyon))
  ).hourly([
    {
      date: '2026-03-03',
      hour: 12,
      walkBys: 10,
      visitors: 21,
      engagers: 3,
      fqv: 7,
      dwellSSum: 2100,
    },
  ]);
  return { paris, lyon, madrid };
}

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
  await (
    await rollupFixture(server, Number(paris))
  ).hourly([
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

// A fresh start has saved reports of the demo's own locations: the reports list, a comparison and
// its files have something to show before anyone creates one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { startTestServer, type TestServer } from './helpers/test-server';

type Listed = {
  id: string;
  name: string;
  location_ids: string[];
  folder_ids: string[];
  schedule: { frequency: string; recipients: string[] };
};

describe('the demo reports', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ demo: true, pipelineWorker: false });
    token = (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
  });
  afterAll(() => server?.stop());

  const get = async (url: string) => {
    const response = await server.request('GET', url, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  it('are listed, none of them scheduled', async () => {
    const reports = (await get('/api/system/reports')) as Listed[];
    const names = reports.map((report) => report.name);
    expect(names).toEqual(expect.arrayContaining(['French stores', 'Spain, week by week']));
    for (const report of reports) expect(report.schedule.frequency).toBe('none');
  });

  it('compare the stores they name, a folder by the locations in it', async () => {
    const reports = (await get('/api/system/reports')) as Listed[];
    const french = reports.find((report) => report.name === 'French stores')!;
    const locations = (await get('/api/v1/locations')) as { id: string; name: string }[];
    const nameOf = (id: string) => locations.find((location) => location.id === id)?.name;
    expect(french.location_ids.map(nameOf)).toEqual(['Paris Opéra Store', 'Lyon Part-Dieu Store']);

    const comparison = await get(`/api/system/reports/${french.id}/comparison`);
    expect(comparison.locations.map((row: { name: string }) => row.name)).toEqual([
      'Paris Opéra Store',
      'Lyon Part-Dieu Store',
    ]);

    const spain = reports.find((report) => report.name === 'Spain, week by week')!;
    expect(spain.location_ids).toEqual([]);
    expect(spain.folder_ids).toHaveLength(1);
    const covered = await get(`/api/system/reports/${spain.id}/comparison`);
    expect(covered.locations.map((row: { name: string }) => row.name).sort()).toEqual([
      'Barcelona Kiosk',
      'Madrid Gran Vía Store',
    ]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const store = aLocation({ id: '5', name: 'Flagship Store', parent_id: '7' });
const booth = aLocation({ id: '6', name: 'Kiosk', type: 'AT', parent_id: '7' });

function openMall(childIds: string[]) {
  const mall = aLocation({ id: '7', name: 'City Mall', type: 'MALL', child_ids: childIds });
  storeSession('token', Date.now());
  mockApi({
    ...shellAnswers(mall, 'locations_view'),
    'GET /api/v1/locations': { body: [mall, store, booth] },
  });
  renderApp('/main/dashboard/7');
}

describe('a mall dashboard', () => {
  it("links to its stores' dashboards", async () => {
    openMall(['5', '6']);
    expect(await screen.findByRole('heading', { name: 'No dashboard for malls' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Flagship Store' })).toHaveProperty(
      'pathname',
      '/main/dashboard/5/retail',
    );
    expect(screen.getByRole('link', { name: 'Kiosk' })).toHaveProperty(
      'pathname',
      '/main/dashboard/6/show',
    );
  });

  it('links to the organization chart without stores', async () => {
    openMall([]);
    expect(await screen.findByRole('link', { name: 'Open the organization chart' })).toHaveProperty(
      'pathname',
      '/main/tree-view',
    );
  });
});

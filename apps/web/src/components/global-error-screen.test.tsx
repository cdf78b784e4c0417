import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasGlobalApiError, setGlobalApiError } from '../lib/http/global-api-error';
import { renderApp } from '../test/render-app';

describe('the global error screen', () => {
  it('appears when the flag is set and can be dismissed', async () => {
    renderApp('/login', 'fr');
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => setGlobalApiError());
    const dialog = await screen.findByRole('dialog', { name: 'Une erreur s’est produite' });
    expect(dialog.textContent).toContain('Recharger la page');

    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(hasGlobalApiError()).toBe(false);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('the 404 page', () => {
  it.each(['/no-such-page', '/main-x', '/login/extra/segments'])(
    'shows the exact title and text of docs/product.md section 2 for %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(
        screen.getByText('Sorry, the page you are looking for could not be found.'),
      ).toBeTruthy();
    },
  );

  it('keeps the texts exact in UK English', async () => {
    renderApp('/nowhere', 'en-GB');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(
      screen.getByText('Sorry, the page you are looking for could not be found.'),
    ).toBeTruthy();
  });

  it('is translated in French and Spanish', async () => {
    renderApp('/nulle-part', 'fr');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('sets the document language to the UI locale', async () => {
    renderApp('/nowhere', 'es');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});

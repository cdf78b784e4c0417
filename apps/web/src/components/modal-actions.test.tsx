import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createI18n } from '../i18n/i18n';
import { ModalActions } from './modal-actions';

const wrap = (node: ReactNode, locale: 'en-US' | 'fr' = 'en-US') =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(locale)}>
      {node}
    </Providers>,
  );

describe('ModalActions', () => {
  it('calls onCancel and onSubmit from their buttons, Cancel first', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    wrap(<ModalActions submitLabel="Delete" onCancel={onCancel} onSubmit={onSubmit} danger />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('type')).toBe('button');
  });

  it('submits the form around it when there is no onSubmit', async () => {
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    wrap(
      <form onSubmit={submitted}>
        <ModalActions submitLabel="Save" onCancel={vi.fn()} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('translates Cancel and takes another label when given', () => {
    wrap(<ModalActions submitLabel="Enregistrer" onCancel={vi.fn()} />, 'fr');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('does not act while disabled or loading', async () => {
    const onSubmit = vi.fn();
    const { rerender } = wrap(
      <ModalActions
        submitLabel="Save"
        cancelLabel="Close"
        onCancel={vi.fn()}
        onSubmit={onSubmit}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(save);
    rerender(
      <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
        <ModalActions submitLabel="Save" onCancel={vi.fn()} onSubmit={onSubmit} loading />
      </Providers>,
    );
    const loading = screen.getByRole('button', { name: 'Save' });
    expect(loading.getAttribute('data-loading')).toBe('true');
    await userEvent.click(loading);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

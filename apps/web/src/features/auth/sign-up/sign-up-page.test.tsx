import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeMessageCodes } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function openSignUp(locale: 'en-US' | 'fr' = 'en-US') {
  const view = renderApp('/sign-up', locale);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the sign-up form', () => {
  it('shows the core validation messages under the empty required fields', async () => {
    const fetchMock = mockApi({});
    await openSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Email is empty')).toBeTruthy();
    expect(screen.getByText('First name is empty')).toBeTruthy();
    expect(screen.getByText('Last name is empty')).toBeTruthy();
    expect(screen.getByText('Password is empty')).toBeTruthy();
    // The organisation name is optional.
    expect(screen.queryByText(/Organization name is empty/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ties each message to its input for assistive technology', async () => {
    mockApi({});
    await openSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent === 'Email is empty'),
    ).toBe(true);
  });

  it('rejects an email without a top-level domain and trims blank names', async () => {
    mockApi({});
    await openSignUp();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Email is not valid')).toBeTruthy();
    expect(screen.getByText('First name is empty')).toBeTruthy();
  });

  it('translates the message templates with the translated label', async () => {
    mockApi({});
    await openSignUp('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(screen.getByText('E-mail est vide')).toBeTruthy();
    expect(screen.getByText('Prénom est vide')).toBeTruthy();
  });

  it('shows the server field errors under the fields', async () => {
    const fetchMock = mockApi({
      'POST /sign-up': {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'Invalid request',
            fields: { password: 'Password must have at least 8 characters' },
          },
        },
      },
    });
    await openSignUp();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), ' ann@example.com ');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password must have at least 8 characters')).toBeTruthy();
    const sent: unknown = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toEqual({
      email: 'ann@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      password: 'short',
    });
  });

  it("shows the server field errors in the reader's language", async () => {
    const fields = { password: 'Password must have at least 8 characters' };
    mockApi({
      'POST /sign-up': {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: fields.password,
            fields,
            ...envelopeMessageCodes(fields.password, fields),
          },
        },
      },
    });
    await openSignUp('fr');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ann@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom\b(?! de)/ }), 'Lee');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('Mot de passe doit compter au moins 8 caractères')).toBeTruthy();
  });

  it('says so under the email when the account already exists', async () => {
    mockApi({
      'POST /sign-up': {
        status: 409,
        body: { meta: { code: 409, error_type: 'ConflictException', error_message: 'Exists' } },
      },
    });
    await openSignUp();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ann');
    await userEvent.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lee');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
  });
});

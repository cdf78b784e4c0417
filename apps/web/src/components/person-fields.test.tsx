import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createI18n } from '../i18n/i18n';
import { PersonFields } from './person-fields';

const wrap = (node: ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      {node}
    </Providers>,
  );

/** A form as the app's account forms hold theirs; shows its values to check what changed. */
function Harness() {
  const form = useForm({ initialValues: { firstName: 'Ada', lastName: '', password: '' } });
  return (
    <>
      <PersonFields
        fields={['lastName', 'firstName', 'password']}
        inputProps={form.getInputProps}
      />
      <output>{JSON.stringify(form.values)}</output>
    </>
  );
}

describe('PersonFields', () => {
  it('shows the requested fields in the requested order with their autocomplete', () => {
    wrap(<Harness />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('autocomplete'))).toEqual([
      'family-name',
      'given-name',
    ]);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(password.hasAttribute('required')).toBe(true);
  });

  it('reports typing to the form state', async () => {
    wrap(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    expect(screen.getByRole('status').textContent).toContain('"lastName":"Lovelace"');
  });

  it('shows errors and replaces a hint when told', () => {
    wrap(
      <PersonFields
        fields={['email', 'currentPassword']}
        inputProps={(field) => ({
          value: '',
          error: field === 'email' ? 'Enter an email' : undefined,
          onChange: () => {},
        })}
        descriptions={{ currentPassword: 'Needed to change your email' }}
      />,
    );
    expect(screen.getByText('Enter an email')).toBeTruthy();
    expect(screen.getByText('Needed to change your email')).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/).getAttribute('autocomplete')).toBe(
      'current-password',
    );
  });

  it('fills a sign-in with the user name and the current password, without a hint', () => {
    wrap(
      <PersonFields
        fields={['email', 'password']}
        inputProps={() => ({ value: '', onChange: () => {} })}
        signIn
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('autocomplete')).toBe(
      'username',
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByText('At least 8 characters')).toBeNull();
  });
});

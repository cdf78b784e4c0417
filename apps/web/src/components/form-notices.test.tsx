import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormNotices } from './form-notices';

const show = (props: Parameters<typeof FormNotices>[0]) =>
  render(
    <MantineProvider>
      <FormNotices {...props} />
    </MantineProvider>,
  );

describe('FormNotices', () => {
  it('says a save happened as a polite status', () => {
    show({ saved: 'Saved', failure: null });
    expect(screen.getByRole('status').textContent).toBe('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a submit failed as an alert', () => {
    show({ saved: false, failure: 'The name is taken' });
    expect(screen.getByRole('alert').textContent).toBe('The name is taken');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing before a submit', () => {
    show({});
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

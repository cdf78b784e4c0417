import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitRowProps {
  /** While the form is being sent: the button spins and cannot be pressed again. */
  loading: boolean;
  /** The button's label ("Save"). */
  children: ReactNode;
}

/** A page form's submit button, at the end of the line under its fields. */
export function SubmitRow({ loading, children }: SubmitRowProps) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading}>
        {children}
      </Button>
    </Group>
  );
}

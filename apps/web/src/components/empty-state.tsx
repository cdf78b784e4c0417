import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  /** An action that helps the user fill the empty place (a link or a button). */
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="lg" ta="center">
      <Text c="dimmed" mb={action ? 'sm' : 0}>
        {message}
      </Text>
      {action}
    </Paper>
  );
}

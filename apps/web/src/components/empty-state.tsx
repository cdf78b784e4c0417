import { Anchor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EmptyStateProps {
  message: string;
  /** An action that helps the user fill the empty place (a link or a button). */
  action?: ReactNode;
  /** The common action: a link to the screen where the place is filled. */
  link?: { to: string; label: string };
}

export function EmptyState({ message, action, link }: EmptyStateProps) {
  const shown =
    action ||
    (link && (
      <Anchor component={Link} to={link.to}>
        {link.label}
      </Anchor>
    ));
  return (
    <Paper withBorder p="lg" ta="center">
      <Text c="dimmed" mb={shown ? 'sm' : 0}>
        {message}
      </Text>
      {shown}
    </Paper>
  );
}

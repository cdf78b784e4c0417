import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A sentence under the heading on what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A bordered section of a settings or account page under its own heading (h2). */
export function SettingsCard({ id, title, intro, children }: SettingsCardProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb={intro === undefined ? 'md' : 'xs'} id={id}>
        {title}
      </Title>
      {intro !== undefined && (
        <Text c="dimmed" size="sm" mb="md">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}

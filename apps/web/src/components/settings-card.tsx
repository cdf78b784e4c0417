import { Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SettingsCardProps {
  title: ReactNode;
  /** A sentence under the heading on what the section is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A bordered section of a settings or account page under its own heading (h2). */
export function SettingsCard({ title, intro, children }: SettingsCardProps) {
  // The heading names the section (aria-labelledby).
  const headingId = useId();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb={intro === undefined ? 'md' : 'xs'} id={headingId}>
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

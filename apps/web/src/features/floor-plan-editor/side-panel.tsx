import { Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SidePanelProps {
  title: string;
  /** How to use the panel, or null for no hint (nothing to act on, or no right to act). */
  help: string | null;
  /** The floor plan has a scale; without one the hint says to set it first, in orange. */
  scaleSet: boolean;
  children: ReactNode;
}

/** A panel beside the plan (the booths, the items not placed yet): a heading, a hint, a list. */
export function SidePanel({ title, help, scaleSet, children }: SidePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby={headingId}
      style={{ flex: '0 1 280px', minWidth: 220 }}
    >
      <Title order={2} size="h5" id={headingId} mb={4}>
        {title}
      </Title>
      {help !== null && (
        <Text size="xs" c={scaleSet ? 'dimmed' : 'orange.8'} mb="xs">
          {scaleSet ? help : t('floorPlans.setScaleFirst')}
        </Text>
      )}
      {children}
    </Paper>
  );
}

import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
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

interface PanelRowProps {
  /** How the thing looks on the plan (colour, shape) as a small swatch. */
  swatch: CSSProperties;
  name: string;
  /** The line under the name (its state or kind), in `statusColor` (default dimmed). */
  status: ReactNode;
  statusColor?: string;
  /** The row's toggle (Draw outline, Place), where the user may act. */
  action?: {
    label: string;
    ariaLabel: string;
    pressed: boolean;
    disabled: boolean;
    loading: boolean;
    onClick: () => void;
  };
}

/** A row of a side panel: the swatch, name and state, and the toggle that arms the editor. */
export function PanelRow({ swatch, name, status, statusColor = 'dimmed', action }: PanelRowProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        <span aria-hidden style={{ flex: 'none', width: 10, height: 10, ...swatch }} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" truncate>
            {name}
          </Text>
          <Text size="xs" c={statusColor}>
            {status}
          </Text>
        </div>
      </Group>
      {action && (
        <Button
          size="compact-xs"
          variant={action.pressed ? 'filled' : 'light'}
          disabled={action.disabled}
          loading={action.loading}
          aria-pressed={action.pressed}
          aria-label={action.ariaLabel}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      )}
    </Group>
  );
}

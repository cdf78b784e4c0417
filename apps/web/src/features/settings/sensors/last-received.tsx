import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';

/** Data younger than this shows as flowing (green). */
const RECENT_MS = 15 * 60 * 1000;

/** A live "last message received" indicator: a dot (green recent, orange older, grey never) and
 * the time. */
export function LastReceived(props: {
  at: string | null;
  /** When the figures were read (the query's time), to judge "recent" against. */
  readAt: number;
  testId: string;
}) {
  const { at, readAt, testId } = props;
  const { t, i18n } = useTranslation();
  const recent = at !== null && readAt - Date.parse(at) < RECENT_MS;
  const color = at === null ? 'gray.5' : recent ? 'teal.6' : 'orange.6';
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} aria-live="polite">
      <Box w={10} h={10} bg={color} style={{ borderRadius: '50%', flexShrink: 0 }} />
      <Text size="sm" c={at === null ? 'dimmed' : undefined}>
        {at === null
          ? t('connectHardware.nothingYet')
          : t('connectHardware.lastReceived', { date: formatDateTime(at, i18n.language) })}
      </Text>
    </Group>
  );
}

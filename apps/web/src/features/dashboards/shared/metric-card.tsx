import { ActionIcon, Group, Paper, Skeleton, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureBasis } from './figure-basis';
import { FigureBasisMarker } from './figure-basis-marker';
import { keepUnitsTogether } from './keep-units';
import { formatMetricChange, type MetricChange, formatCount } from '@footfall/core';

export interface MetricCardProps {
  label: string;
  /** The figure; null shows "Not available" (with `unavailableReason` when known). */
  value: number | null | undefined;
  /** How the value is written (default: a number in the user's locale). */
  format?: (value: number) => string;
  /** The change against the comparison period as the API states it (core's metric catalogue:
   * relative, or percentage points for rates; its tone says whether it is good news). */
  change?: MetricChange | null;
  /** What the delta compares with, e.g. "vs Feb 1 – 14, 2026" (default "vs previous period"). */
  comparisonLabel?: string;
  /** Said instead of a delta when the comparison period is not comparable, e.g. "No comparable
   * data for Aug 29 – Oct 27". */
  notComparable?: string;
  /** What the figure rests on (basisOf): a quiet "±6%" or "Counted" beside the value, which
   * opens its explanation. None for figures the API says nothing about (rates, walk-bys). */
  basis?: FigureBasis | null;
  /** Explains the figure (a tooltip on a "?" button). */
  help?: string;
  /** Why the figure is missing, under "Not available". */
  unavailableReason?: string;
  loading?: boolean;
  /** Extra content under the figure (e.g. a small breakdown). */
  footer?: ReactNode;
}

const TONE_COLOURS = { positive: 'teal.9', negative: 'red.9', neutral: 'gray.7' } as const;
const ARROWS = { up: '▲', down: '▼', flat: '▶' } as const;

/** A KPI: label, formatted value and, with `previous`, the change with arrow, words and colour. */
export function MetricCard(props: MetricCardProps) {
  const { t, i18n } = useTranslation();
  const { label, value, change, help } = props;
  const format = props.format ?? ((n: number) => formatCount(n, i18n.language));
  const changeText = change ? formatMetricChange(change, i18n.language, { signed: false }) : null;
  const delta = change?.direction && change.tone && changeText !== null ? change : null;
  const available = value !== null && value !== undefined;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label} miw={0}>
      <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="gray.7" fw={500}>
          {label}
        </Text>
        {help && (
          <Tooltip
            label={help}
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              radius="xl"
              aria-label={t('dashboards.metric.help', { label })}
            >
              ?
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {props.loading ? (
        <Skeleton height={32} mt={6} width="60%" />
      ) : available ? (
        <Group gap={6} mt={4} align="baseline" wrap="wrap">
          <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2}>
            {keepUnitsTogether(format(value))}
          </Text>
          {props.basis && <FigureBasisMarker basis={props.basis} />}
        </Group>
      ) : (
        <>
          <Text fz="lg" fw={600} c="gray.7" mt={4}>
            {t('dashboards.metric.notAvailable')}
          </Text>
          {props.unavailableReason && (
            <Text size="xs" c="gray.7">
              {props.unavailableReason}
            </Text>
          )}
        </>
      )}
      {!props.loading &&
        available &&
        change?.reason === 'not_comparable' &&
        props.notComparable && (
          <Text size="xs" mt={4} c="gray.7">
            {props.notComparable}
          </Text>
        )}
      {!props.loading && available && delta?.direction && delta.tone && (
        <Text size="sm" mt={4} c={TONE_COLOURS[delta.tone]}>
          <span aria-hidden="true">{ARROWS[delta.direction]} </span>
          {delta.direction === 'flat'
            ? t('dashboards.metric.unchanged')
            : t(delta.direction === 'up' ? 'dashboards.metric.up' : 'dashboards.metric.down', {
                value: changeText,
              })}{' '}
          <Text span size="xs" c="gray.7">
            {props.comparisonLabel ?? t('dashboards.metric.versus')}
          </Text>
        </Text>
      )}
      {props.footer}
    </Paper>
  );
}

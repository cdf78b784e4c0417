import { List, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useFigureFormat } from '../../../lib/figures/use-figure-format';
import { insightParams } from './retail-format';
import type { Insight } from './retail-insights';

interface InsightsPanelProps {
  /** Null while the foot-traffic answer is loading or failed. */
  insights: readonly Insight[] | null;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The plain-language sentences of the retail home ("Most visits were in the afternoon"). */
export function InsightsPanel({ insights, isPending, isError, onRetry }: InsightsPanelProps) {
  const { t } = useTranslation();
  const format = useFigureFormat();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="retail-insights">
      <Title order={3} size="h5" mb="xs" id="retail-insights">
        {t('retail.insights.title')}
      </Title>
      {isPending && <Skeleton height={96} role="status" aria-label={t('common.loading')} />}
      {!isPending && isError && <ErrorState onRetry={onRetry} />}
      {!isPending && !isError && insights && insights.length === 0 && (
        <Text c="dimmed">{t('retail.insights.empty')}</Text>
      )}
      {!isPending && !isError && insights && insights.length > 0 && (
        <List spacing="xs" data-testid="retail-insights">
          {insights.map((insight) => (
            <List.Item key={insight.key}>
              {t(
                `retail.insights.${insight.key}`,
                insightParams(insight.values, format, insight.count),
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

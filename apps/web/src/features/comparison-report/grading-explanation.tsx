import { numberFormat } from '@footfall/core';
import type { ReportComparison } from '@footfall/core';
import { Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { bandText } from './comparison-rows';
import { GradeBadge } from './grade-badge';

/** "How grades work": the percentile bands (core GRADE_BANDS via the answer) and the peers. */
export function GradingExplanation({ comparison }: { comparison: ReportComparison }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const count = numberFormat(locale, 'whole');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="comparison-grading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comparison-grading">
          {t('comparison.grading.title')}
        </Title>
        <Text size="sm">{t('comparison.grading.rule')}</Text>
        <List spacing={6} listStyleType="none" withPadding={false}>
          {comparison.bands.map((band) => {
            const text = bandText(band);
            return (
              <List.Item key={band.grade}>
                <Group gap="xs" wrap="nowrap">
                  {/* On a narrow screen the text wraps; the grade word must never be cut. */}
                  <Box style={{ flexShrink: 0 }}>
                    <GradeBadge grade={band.grade} />
                  </Box>
                  <Text size="sm">{t(`comparison.grading.${text.key}`, text)}</Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
        <Text size="sm">{t('comparison.grading.noGrade')}</Text>
        {comparison.peers.map((peer) => (
          <Text size="sm" key={peer.type}>
            {t('comparison.grading.peers', {
              type: t(`comparison.types.${peer.type as 'RETAIL'}`, { defaultValue: peer.type }),
              current: count.format(peer.current),
              count: peer.current,
              previous: count.format(peer.previous),
            })}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t('comparison.grading.definitions')}
        </Text>
      </Stack>
    </Paper>
  );
}

import type { QualityGrade } from '@footfall/core';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRADE_KEYS } from '../../lib/figures/grade-keys';
import { GRADE_COLORS } from './comparison-rows';

/** A quality grade as a coloured badge that says the grade in words (colour is never alone). */
export function GradeBadge({ grade }: { grade: QualityGrade | null }) {
  const { t } = useTranslation();
  if (!grade) {
    return (
      <Text span size="xs" c="dimmed">
        {t('comparison.noGrade')}
      </Text>
    );
  }
  const word = t(`comparison.grades.${GRADE_KEYS[grade]}`);
  return (
    <Badge
      color={`${GRADE_COLORS[grade]}.9`}
      variant="filled"
      tt="none"
      fw={600}
      title={t('comparison.gradeLabel', { grade: word })}
    >
      {word}
    </Badge>
  );
}

import { Box, Group, Slider, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { hourLabel, hourRangeLabel } from './hour-label';

interface HourSliderProps {
  /** The hour shown (0-23) or null for the whole day. */
  hour: number | null;
  onChange: (hour: number | null) => void;
}

// Labelled marks (the last hour, 23, is reached but not labelled: no room on a phone).
const MARKS = [0, 6, 12, 18];
const DEFAULT_HOUR = 12;

/** The heatmap's time slider: the whole day, or one local hour of every day of the range. */
export function HourSlider({ hour, onChange }: HourSliderProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  // While dragging, the label follows the thumb; the URL (and the query) change on release.
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? hour ?? DEFAULT_HOUR;
  const byHour = hour !== null;

  return (
    <Box>
      <Group justify="space-between" gap="sm" wrap="wrap" mb="xs">
        <Switch
          checked={byHour}
          onChange={(event) => onChange(event.currentTarget.checked ? shown : null)}
          label={t('journeys.heatmap.byHour')}
        />
        <Text size="sm" fw={500} aria-live="polite">
          {byHour
            ? t('journeys.heatmap.showingHour', { hours: hourRangeLabel(shown, locale) })
            : t('journeys.heatmap.showingDay')}
        </Text>
      </Group>
      <Slider
        min={0}
        max={23}
        step={1}
        value={shown}
        disabled={!byHour}
        onChange={setDragging}
        onChangeEnd={(value) => {
          setDragging(null);
          onChange(value);
        }}
        label={(value) => hourRangeLabel(value, locale)}
        marks={MARKS.map((value) => ({ value, label: hourLabel(value, locale) }))}
        thumbLabel={t('journeys.heatmap.hourLabel')}
        // Whole day: no filled track (nothing is selected up to an hour).
        styles={byHour ? undefined : { bar: { display: 'none' } }}
        mb="lg"
        // Room for half of the first and last mark labels ("12:00 AM") inside the card.
        mx="xl"
      />
    </Box>
  );
}

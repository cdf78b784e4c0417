import { Button, Group } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { checkPeriod } from './comparison-rows';

interface PeriodFormProps {
  /** The dates shown (the override, else the report's period as the server resolved it). */
  start: string;
  end: string;
  /** Whether the page shows an override (the reset button is offered then). */
  overridden: boolean;
  onApply: (period: { start: string; end: string }) => void;
  onReset: () => void;
}

/** Another period than the report's: both dates, in order, at most 366 days. */
export function PeriodForm({ start, end, overridden, onApply, onReset }: PeriodFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ start, end });
  const [problem, setProblem] = useState<string | null>(null);
  // A new answer (another period or the report's own) shows its dates in the fields.
  const [shown, setShown] = useState({ start, end });
  if (shown.start !== start || shown.end !== end) {
    setShown({ start, end });
    setDraft({ start, end });
    setProblem(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPeriod(draft);
    if (!checked.ok) {
      setProblem(t(`comparison.range.${checked.problem}`));
      return;
    }
    setProblem(null);
    if (checked.period) onApply(checked.period);
  };

  return (
    <form onSubmit={submit} aria-label={t('comparison.range.label')} noValidate>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField
          label={t('comparison.range.start')}
          value={draft.start}
          onChange={(next) => setDraft({ ...draft, start: next })}
          w={170}
        />
        <DateField
          label={t('comparison.range.end')}
          value={draft.end}
          onChange={(next) => setDraft({ ...draft, end: next })}
          error={problem}
          w={170}
        />
        <Button type="submit" variant="light">
          {t('comparison.range.apply')}
        </Button>
        {overridden && (
          <Button variant="subtle" onClick={onReset}>
            {t('comparison.range.reset')}
          </Button>
        )}
      </Group>
    </form>
  );
}

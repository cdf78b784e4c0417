import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './section-props';

export function GeneralSection({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('reports.form.general')}>
      <Stack>
        <TextInput
          label={t('reports.form.name')}
          required
          data-autofocus
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <Textarea
          label={t('reports.form.description')}
          autosize
          minRows={1}
          maxRows={4}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.currentTarget.value)}
        />
      </Stack>
    </Fieldset>
  );
}

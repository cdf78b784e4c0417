import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DEFAULT_LOCATION_DEFINITIONS,
  DEFINITION_BOUNDS,
  DEFINITION_FIELDS,
  formatValidationMessage,
  type DefinitionField,
  type Definitions,
  type DefinitionsUpdateRequest,
  numberFormat,
} from '@footfall/core';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDefinitions, useUpdateDefinitions } from '../../../api/definitions';
import { useLocale } from '../../../i18n/use-locale';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { FormNotices } from '../../../components/form-notices';
import { QueryContent } from '../../../components/query-content';
import { SettingsCard } from '../../../components/settings-card';

/** The form's text per definition (number inputs report '' while empty). */
export type DefinitionValues = Record<DefinitionField, string>;
export type DefinitionErrors = Partial<Record<DefinitionField, string>>;

export function toDefinitionValues(definitions: Record<DefinitionField, number>): DefinitionValues {
  return Object.fromEntries(
    DEFINITION_FIELDS.map((field) => [field, String(definitions[field])]),
  ) as DefinitionValues;
}

export const DEFAULT_DEFINITION_VALUES = toDefinitionValues(DEFAULT_LOCATION_DEFINITIONS);

/** The bounds of core's schema, with translated messages; the server checks them again. */
export function validateDefinitions(values: DefinitionValues, t: TFunction): DefinitionErrors {
  const errors: DefinitionErrors = {};
  for (const field of DEFINITION_FIELDS) {
    const { min, max, integer } = DEFINITION_BOUNDS[field];
    const label = t(`definitions.fields.${field}.label`);
    const text = values[field].trim();
    const value = Number(text);
    if (text === '') errors[field] = formatValidationMessage(t('validation.notEmpty'), label);
    else if (!Number.isFinite(value))
      errors[field] = formatValidationMessage(t('validation.number'), label);
    else if (integer && !Number.isInteger(value))
      errors[field] = formatValidationMessage(t('validation.integer'), label);
    else if (value < min || value > max)
      errors[field] = t('definitions.range', { label, min, max });
  }
  if (!errors.ignore_rssi && !errors.visitor_rssi) {
    if (Number(values.ignore_rssi) >= Number(values.visitor_rssi))
      errors.ignore_rssi = t('definitions.ignoreBelowVisitor');
  }
  return errors;
}

export function toDefinitionsRequest(values: DefinitionValues): DefinitionsUpdateRequest {
  return Object.fromEntries(
    DEFINITION_FIELDS.map((field) => [field, Number(values[field].trim())]),
  ) as DefinitionsUpdateRequest;
}

interface DefinitionsSectionProps {
  locationId: string;
  /** locations_edit: without it the values are shown read-only. */
  canEdit: boolean;
}

/** The analytics definitions of docs/product.md section 11 on the info page, with plain-language
 * help. */
export function DefinitionsSection({ locationId, canEdit }: DefinitionsSectionProps) {
  const { t } = useTranslation();
  const definitions = useDefinitions(locationId);

  return (
    <SettingsCard title={t('definitions.title')} intro={t('definitions.intro')}>
      <QueryContent query={definitions}>
        {(data) => (
          <DefinitionsForm
            key={locationId}
            locationId={locationId}
            definitions={data}
            canEdit={canEdit}
          />
        )}
      </QueryContent>
    </SettingsCard>
  );
}

function DefinitionsForm({
  locationId,
  definitions,
  canEdit,
}: DefinitionsSectionProps & { definitions: Definitions }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const update = useUpdateDefinitions(locationId);
  const [values, setValues] = useState<DefinitionValues>(() => toDefinitionValues(definitions));
  const [errors, setErrors] = useState<DefinitionErrors>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = !canEdit;
  const number = numberFormat(locale, 'precise');

  const withUnit = (field: DefinitionField, value: number) => {
    const { unit } = DEFINITION_BOUNDS[field];
    const shown = number.format(value);
    return unit === 'none' ? shown : `${shown} ${t(`definitions.units.${unit}`)}`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const found = validateDefinitions(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const next = await update.mutateAsync(toDefinitionsRequest(values));
      setValues(toDefinitionValues(next));
      setSaved(true);
    } catch (error) {
      const fields = isApiError(error) ? (error.fields as DefinitionErrors) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error, t));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {readOnly && <Alert color="gray">{t('definitions.readOnly')}</Alert>}
        <FormNotices saved={saved && t('forms.saved')} failure={failure} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {DEFINITION_FIELDS.map((field) => {
            const { min, max, integer, unit } = DEFINITION_BOUNDS[field];
            return (
              <NumberInput
                key={field}
                label={t(`definitions.fields.${field}.label`)}
                description={`${t(`definitions.fields.${field}.help`)} ${t(
                  'definitions.defaultValue',
                  { value: withUnit(field, DEFAULT_LOCATION_DEFINITIONS[field]) },
                )}`}
                rightSection={
                  unit === 'none' ? undefined : (
                    <Text size="xs" c="dimmed">
                      {t(`definitions.units.${unit}`)}
                    </Text>
                  )
                }
                rightSectionWidth={56}
                min={min}
                max={max}
                step={integer ? 1 : 0.1}
                allowDecimal={!integer}
                readOnly={readOnly}
                value={values[field]}
                error={errors[field]}
                onChange={(value) => {
                  setValues((current) => ({ ...current, [field]: String(value) }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                  setSaved(false);
                }}
              />
            );
          })}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('definitions.reprocessNote', {
            days: definitions.raw_retention_days,
            count: definitions.raw_retention_days,
          })}
        </Text>
        {canEdit && (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setValues(DEFAULT_DEFINITION_VALUES);
                setErrors({});
                setSaved(false);
              }}
            >
              {t('definitions.reset')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

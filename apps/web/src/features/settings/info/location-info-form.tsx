import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { ADDONS, SERVICE_TIERS, type Location } from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLocation } from '../../../api/location-admin';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { hasNoErrors } from '../../../lib/forms/field-error';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
import { useFormState } from '../../../lib/forms/use-form-state';
import { CountryInput } from '../../location-fields/country-input';
import { TimeZoneSelect } from '../../location-fields/time-zone-select';
import {
  INFO_SERVER_FIELDS,
  locationInfoValues,
  toLocationUpdateRequest,
  validateLocationInfo,
  type LocationInfoValues,
} from './location-info-fields';
import { FormNotices } from '../../../components/form-notices';

interface LocationInfoFormProps {
  location: Location;
  /** locations_edit: without it the fields are read-only and there is nothing to save. */
  canEdit: boolean;
}

/** The location's details; its type is fixed once created. */
export function LocationInfoForm({ location, canEdit }: LocationInfoFormProps) {
  const { t } = useTranslation();
  const update = useUpdateLocation(location.id);
  const form = useFormState<LocationInfoValues>(locationInfoValues(location));
  const [featured, setFeatured] = useState(location.featured);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = !canEdit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const errors = validateLocationInfo(form.values, t);
    form.setErrors(errors);
    if (!hasNoErrors(errors)) return;
    try {
      const next = await update.mutateAsync(toLocationUpdateRequest(form.values, featured));
      form.setValues(locationInfoValues(next));
      setSaved(true);
    } catch (error) {
      const fields = isApiError(error) ? serverFieldErrors(error.fields, INFO_SERVER_FIELDS) : {};
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error, t));
    }
  };

  const tiers = SERVICE_TIERS.map((tier) => ({ value: tier, label: t(`serviceTiers.${tier}`) }));
  const addons = ADDONS.map((addon) => ({ value: addon, label: t(`addons.${addon}`) }));
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="info-heading">
      <Title order={2} size="h4" mb="md" id="info-heading">
        {t('settingsInfo.details')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {readOnly && <Alert color="gray">{t('settingsInfo.readOnly')}</Alert>}
          <FormNotices saved={saved && t('forms.saved')} failure={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.name')}
              required
              readOnly={readOnly}
              {...form.inputProps('name')}
            />
            <TextInput
              label={t('fields.type')}
              description={t('settingsInfo.typeFixed')}
              value={t(`locationTypes.${location.type}`)}
              readOnly
            />
            <Select
              label={t('fields.service')}
              data={tiers}
              allowDeselect={false}
              readOnly={readOnly}
              {...form.valueProps('service')}
            />
            <Select
              label={t('fields.addon')}
              data={addons}
              allowDeselect={false}
              readOnly={readOnly}
              {...form.valueProps('addon')}
            />
            <TimeZoneSelect required readOnly={readOnly} {...form.valueProps('timezone')} />
            <CountryInput
              value={form.values.country}
              error={form.errors.country}
              onChange={form.valueProps('country').onChange}
              readOnly={readOnly}
            />
          </SimpleGrid>
          <TextInput
            label={`${t('fields.address')} (${t('common.optional')})`}
            readOnly={readOnly}
            {...form.inputProps('address')}
          />
          <Checkbox
            label={t('fields.featured')}
            description={t('locationForm.featuredHint')}
            checked={featured}
            disabled={readOnly}
            onChange={(event) => setFeatured(event.currentTarget.checked)}
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

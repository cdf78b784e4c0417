import { Alert, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADDONS, SERVICE_TIERS, type Location } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLocation } from '../../../api/location-admin';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { selectProps } from '../../../lib/forms/select-props';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors';
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
import { SettingsCard } from '../../../components/settings-card';
import { SubmitRow } from '../../../components/submit-row';

interface LocationInfoFormProps {
  location: Location;
  /** locations_edit: without it the fields are read-only and there is nothing to save. */
  canEdit: boolean;
}

/** The location's details; its type is fixed once created. */
export function LocationInfoForm({ location, canEdit }: LocationInfoFormProps) {
  const { t } = useTranslation();
  const update = useUpdateLocation(location.id);
  const form = useForm<LocationInfoValues>({
    initialValues: locationInfoValues(location),
    validate: (values) => validateLocationInfo(values, t),
  });
  const [featured, setFeatured] = useState(location.featured);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = !canEdit;

  const clearNotices = () => {
    setSaved(false);
    setFailure(null);
  };
  // Mantine's form runs this only when the fields pass (clearNotices when they do not).
  const submit = async (values: LocationInfoValues) => {
    clearNotices();
    try {
      const next = await update.mutateAsync(toLocationUpdateRequest(values, featured));
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
    <SettingsCard title={t('settingsInfo.details')}>
      <form onSubmit={form.onSubmit(submit, clearNotices)} noValidate>
        <Stack>
          {readOnly && <Alert color="gray">{t('settingsInfo.readOnly')}</Alert>}
          <FormNotices saved={saved && t('forms.saved')} failure={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.name')}
              required
              readOnly={readOnly}
              {...form.getInputProps('name')}
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
              {...selectProps(form, 'service')}
            />
            <Select
              label={t('fields.addon')}
              data={addons}
              allowDeselect={false}
              readOnly={readOnly}
              {...selectProps(form, 'addon')}
            />
            <TimeZoneSelect required readOnly={readOnly} {...selectProps(form, 'timezone')} />
            <CountryInput {...selectProps(form, 'country')} readOnly={readOnly} />
          </SimpleGrid>
          <TextInput
            label={`${t('fields.address')} (${t('common.optional')})`}
            readOnly={readOnly}
            {...form.getInputProps('address')}
          />
          <Checkbox
            label={t('fields.featured')}
            description={t('locationForm.featuredHint')}
            checked={featured}
            disabled={readOnly}
            onChange={(event) => setFeatured(event.currentTarget.checked)}
          />
          {canEdit && <SubmitRow loading={update.isPending}>{t('common.save')}</SubmitRow>}
        </Stack>
      </form>
    </SettingsCard>
  );
}

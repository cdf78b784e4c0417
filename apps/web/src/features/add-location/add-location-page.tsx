import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADDONS, LOCATION_TYPES, locationDisplayName, SERVICE_TIERS } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateLocation } from '../../api/location-admin';
import { PageTitle } from '../../components/page-title';
import { StandaloneLayout } from '../../components/standalone-layout';
import { isApiError } from '../../lib/http/api-error';
import { failureMessage } from '../../lib/http/failure-message';
import { selectProps } from '../../lib/forms/select-props';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';
import { DestinationSelect } from '../org-chart/destination-select';
import { CountryInput } from '../location-fields/country-input';
import { TimeZoneSelect } from '../location-fields/time-zone-select';
import {
  ADD_LOCATION_SERVER_FIELDS,
  emptyAddLocation,
  toCreateLocationRequest,
  validateAddLocation,
  type AddLocationValues,
} from './add-location-fields';
import { usePlacementOptions } from './use-placement-options';
import { FormNotices } from '../../components/form-notices';

/** /add-location: creates a location, then opens its settings. */
export function AddLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLocation();
  const placement = usePlacementOptions();
  const form = useForm<AddLocationValues>({
    initialValues: emptyAddLocation(),
    validate: (values) => validateAddLocation(values, t),
  });
  const [featured, setFeatured] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Mantine's form runs this only when the fields pass.
  const submit = async (values: AddLocationValues) => {
    setFailure(null);
    try {
      const location = await create.mutateAsync(toCreateLocationRequest(values, featured));
      void navigate(`/main/settings/${encodeURIComponent(location.id)}/info`);
    } catch (error) {
      const fields = isApiError(error)
        ? serverFieldErrors(error.fields, ADD_LOCATION_SERVER_FIELDS)
        : {};
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error, t));
    }
  };

  const option = <T extends string>(value: T, label: string) => ({ value, label });
  return (
    <StandaloneLayout>
      <Anchor component={Link} to="/main" size="sm">
        {t('addLocation.back')}
      </Anchor>
      <PageTitle title={t('screens.addLocation')} />
      <Text c="dimmed" mb="lg">
        {t('addLocation.intro')}
      </Text>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <FormNotices failure={failure} />
            <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('fields.type')}
                required
                data={LOCATION_TYPES.map((type) => option(type, t(`locationTypes.${type}`)))}
                {...selectProps(form, 'type')}
              />
              <Select
                label={t('fields.service')}
                required
                data={SERVICE_TIERS.map((tier) => option(tier, t(`serviceTiers.${tier}`)))}
                {...selectProps(form, 'service')}
              />
              <Select
                label={t('fields.addon')}
                data={ADDONS.map((addon) => option(addon, t(`addons.${addon}`)))}
                allowDeselect={false}
                {...selectProps(form, 'addon')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <CountryInput required {...selectProps(form, 'country')} />
              <TimeZoneSelect required {...selectProps(form, 'timezone')} />
            </SimpleGrid>
            <DestinationSelect
              label={t('fields.folder')}
              folders={placement.folders}
              moving={null}
              rootName={placement.corporationName}
              {...selectProps(form, 'folderId')}
            />
            {form.values.type === 'AT' && (
              <Select
                label={t('fields.parent')}
                description={t('addLocation.parentHint')}
                placeholder={t('addLocation.noParent')}
                data={placement.shows.map((show) =>
                  option(show.id, locationDisplayName(show.name)),
                )}
                clearable
                {...selectProps(form, 'parentId')}
              />
            )}
            <TextInput
              label={`${t('fields.address')} (${t('common.optional')})`}
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <Checkbox
              label={t('fields.featured')}
              description={t('locationForm.featuredHint')}
              checked={featured}
              onChange={(event) => setFeatured(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/main">
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('addLocation.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </StandaloneLayout>
  );
}

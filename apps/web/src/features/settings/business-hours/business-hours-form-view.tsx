import { Alert, Stack } from '@mantine/core';
import type { BusinessHours } from '@footfall/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateBusinessHours } from '../../../api/business-hours';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import {
  toFormValues,
  toRequest,
  validateBusinessHours,
  type BusinessHoursErrors,
  type BusinessHoursValues,
} from './business-hours-form';
import { BusinessHoursPreview } from './business-hours-preview';
import { ExceptionsEditor } from './exceptions-editor';
import { WeekEditor } from './week-editor';
import { FormNotices } from '../../../components/form-notices';
import { SubmitRow } from '../../../components/submit-row';

interface BusinessHoursFormProps {
  locationId: string;
  hours: BusinessHours;
  /** locations_businesshours_edit: without it everything is read-only and there is no Save. */
  canEdit: boolean;
}

export function BusinessHoursForm({ locationId, hours, canEdit }: BusinessHoursFormProps) {
  const { t } = useTranslation();
  const update = useUpdateBusinessHours(locationId);
  const [values, setValues] = useState<BusinessHoursValues>(() => toFormValues(hours));
  const [errors, setErrors] = useState<BusinessHoursErrors>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isDefault, setIsDefault] = useState(hours.is_default);

  const previewDays = useMemo(() => toRequest(values).days, [values]);

  const change = (next: BusinessHoursValues, clear: string[]) => {
    setValues(next);
    setSaved(false);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const found = validateBusinessHours(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const next = await update.mutateAsync(toRequest(values));
      setValues(toFormValues(next));
      setIsDefault(next.is_default);
      setSaved(true);
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      setErrors(fields);
      // Messages that belong to no row (the week as a whole) are shown above the form.
      const rowless = Object.keys(fields).filter((key) => !/^(days|exceptions)\.\d+\./.test(key));
      if (Object.keys(fields).length === 0 || rowless.length > 0)
        setFailure(failureMessage(error, t));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={900}>
        {!canEdit && <Alert color="gray">{t('businessHours.readOnly')}</Alert>}
        {isDefault && canEdit && (
          <Alert color="blue" role="status">
            {t('businessHours.defaultNotice')}
          </Alert>
        )}
        <FormNotices saved={saved && t('forms.saved')} failure={failure} />
        <WeekEditor values={values} errors={errors} readOnly={!canEdit} onChange={change} />
        <ExceptionsEditor values={values} errors={errors} readOnly={!canEdit} onChange={change} />
        <BusinessHoursPreview days={previewDays} />
        {canEdit && <SubmitRow loading={update.isPending}>{t('common.save')}</SubmitRow>}
      </Stack>
    </form>
  );
}

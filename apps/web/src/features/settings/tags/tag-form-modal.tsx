import { Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  trimStrings,
  validateValue,
  formatValidationMessage,
  type Tag,
  type TagCreateRequest,
} from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTag, useUpdateTag } from '../../../api/tags';
import { ModalActions } from '../../../components/modal-actions';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { FormNotices } from '../../../components/form-notices';

interface TagFormModalProps {
  locationId: string;
  /** The location's tag services: the only services a tag may have here. */
  services: readonly string[];
  /** The tag to edit; without it a tag is created. */
  tag?: Tag;
  onClose: () => void;
}

type Field = 'serial' | 'name' | 'tag_service' | 'door' | 'x_m' | 'y_m';

/** Creates or edits a tag: serial, name, service, door and position. */
export function TagFormModal({ locationId, services, tag, onClose }: TagFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateTag(locationId);
  const update = useUpdateTag(locationId);
  const [values, setValues] = useState<Record<Field, string>>({
    serial: tag?.serial ?? '',
    name: tag?.name ?? '',
    tag_service: tag?.tag_service ?? services[0] ?? '',
    door: tag?.door ?? '',
    x_m: tag?.x_m == null ? '' : String(tag.x_m),
    y_m: tag?.y_m == null ? '' : String(tag.y_m),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const labels: Record<Field, string> = {
    serial: t('tags.serial'),
    name: t('tags.name'),
    tag_service: t('tags.service'),
    door: t('tags.door'),
    x_m: t('sensors.x'),
    y_m: t('sensors.y'),
  };
  const input = (field: Field) => ({
    label: labels[field],
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = trimStrings(values);
    const rules: [Field, Parameters<typeof validateValue>[1]][] = [
      ['serial', ['notEmpty']],
      ['name', ['notEmpty']],
      ['tag_service', ['notEmpty']],
      ['x_m', ['number']],
      ['y_m', ['number']],
    ];
    const found: Partial<Record<Field, string>> = {};
    for (const [field, list] of rules) {
      const rule = validateValue(trimmed[field], list);
      if (rule) found[field] = formatValidationMessage(t(`validation.${rule}`), labels[field]);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const body = {
      serial: trimmed.serial,
      name: trimmed.name,
      tag_service: trimmed.tag_service as TagCreateRequest['tag_service'],
      door: trimmed.door,
      x_m: trimmed.x_m === '' ? null : Number(trimmed.x_m),
      y_m: trimmed.y_m === '' ? null : Number(trimmed.y_m),
    };
    try {
      if (tag) await update.mutateAsync({ tagId: tag.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (failed) {
      if (isApiError(failed)) setErrors(failed.fields as Partial<Record<Field, string>>);
      setFailure(failureMessage(failed, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={tag ? t('tags.editTitle', { name: tag.name }) : t('tags.addTitle')}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormNotices failure={failure} />
          <TextInput {...input('serial')} required data-autofocus />
          <TextInput {...input('name')} required />
          <NativeSelect
            {...input('tag_service')}
            data={services.map((service) => ({
              value: service,
              label: t(`tags.serviceNames.${service}`, { defaultValue: service }),
            }))}
          />
          <TextInput {...input('door')} />
          <SimpleGrid cols={2}>
            <TextInput {...input('x_m')} inputMode="decimal" />
            <TextInput {...input('y_m')} inputMode="decimal" />
          </SimpleGrid>
          <ModalActions
            submitLabel={tag ? t('common.save') : t('tags.add')}
            onCancel={onClose}
            loading={create.isPending || update.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

import { Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  SENSOR_SERVICES,
  formatValidationMessage,
  trimStrings,
  validateValue,
  type Area,
  type Sensor,
  type SensorCreateRequest,
} from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddSensor, useUpdateSensor } from '../../../api/sensors';
import { ModalActions } from '../../../components/modal-actions';
import { useLocale } from '../../../i18n/use-locale';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { HeightInput } from './height-input';
import { heightEntryOf, heightFromEntry, heightUnitFor, type HeightEntry } from './height';
import { FormNotices } from '../../../components/form-notices';

interface SensorFormModalProps {
  locationId: string;
  /** The sensor to edit; without it a sensor is added. */
  sensor?: Sensor;
  /** The location's areas, when the user may read them. */
  areas: readonly Area[] | undefined;
  onClose: () => void;
}

type Errors = Partial<Record<'serial' | 'name' | 'x' | 'y' | keyof HeightEntry, string>>;

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** Adds a sensor (serial, name, services) or edits one (also area, position, height). */
export function SensorFormModal({ locationId, sensor, areas, onClose }: SensorFormModalProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const unit = heightUnitFor(locale);
  const add = useAddSensor(locationId);
  const update = useUpdateSensor(locationId);
  const [serial, setSerial] = useState('');
  const [name, setName] = useState(sensor?.name ?? '');
  const [services, setServices] = useState<string[]>(sensor?.services ?? ['FOOTTRAFFIC']);
  const [areaId, setAreaId] = useState(sensor?.area_id ?? '');
  const [x, setX] = useState(numberText(sensor?.x_m));
  const [y, setY] = useState(numberText(sensor?.y_m));
  const [height, setHeight] = useState<HeightEntry>(heightEntryOf(sensor?.height_cm ?? null));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = add.isPending || update.isPending;

  const message = (rule: Parameters<typeof validateValue>[1][number], label: string) =>
    formatValidationMessage(t(`validation.${rule}`), label);
  const check = (value: string, rules: Parameters<typeof validateValue>[1], label: string) => {
    const rule = validateValue(value, rules);
    return rule ? message(rule, label) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!sensor) found.serial = check(trimStrings(serial), ['notEmpty'], t('sensors.serial'));
    found.x = check(x.trim(), ['number'], t('sensors.x'));
    found.y = check(y.trim(), ['number'], t('sensors.y'));
    const heightResult = heightFromEntry(height, unit);
    if (!heightResult.ok) {
      const label =
        heightResult.field === 'inches'
          ? t('sensors.heightInches')
          : unit === 'cm'
            ? t('sensors.heightCm')
            : t('sensors.heightFeet');
      found[heightResult.field] = message(heightResult.rule, label);
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || !heightResult.ok) return;
    setFailure(null);
    const fields = {
      name: trimStrings(name),
      services: SENSOR_SERVICES.filter((service) => services.includes(service)),
      x_m: x.trim() === '' ? null : Number(x.trim()),
      y_m: y.trim() === '' ? null : Number(y.trim()),
      height_cm: heightResult.cm,
    } satisfies Partial<SensorCreateRequest>;
    try {
      if (sensor) {
        await update.mutateAsync({
          sensorId: sensor.id,
          body: { ...fields, ...(areas ? { area_id: areaId === '' ? null : areaId } : {}) },
        });
      } else {
        await add.mutateAsync({ serial: trimStrings(serial), ...fields });
      }
      onClose();
    } catch (failed) {
      if (isApiError(failed) && failed.status === 400) {
        setErrors({
          serial: failed.fields.serial,
          name: failed.fields.name,
          x: failed.fields.x_m,
          y: failed.fields.y_m,
          [unit === 'cm' ? 'cm' : 'feet']: failed.fields.height_cm,
        });
      }
      setFailure(failureMessage(failed, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        sensor
          ? t('sensors.editTitle', { name: sensor.name ?? sensor.serial })
          : t('sensors.addTitle')
      }
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormNotices failure={failure} />
          {sensor ? (
            <TextInput label={t('sensors.serial')} value={sensor.serial} readOnly />
          ) : (
            <TextInput
              label={t('sensors.serial')}
              description={t('sensors.serialHint')}
              required
              data-autofocus
              value={serial}
              error={errors.serial}
              onChange={(event) => setSerial(event.currentTarget.value)}
            />
          )}
          <TextInput
            label={t('sensors.name')}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Checkbox.Group label={t('sensors.services')} value={services} onChange={setServices}>
            <Group mt="xs">
              {SENSOR_SERVICES.map((service) => (
                <Checkbox
                  key={service}
                  value={service}
                  label={t(`sensors.serviceNames.${service}`)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          {sensor && areas && (
            <NativeSelect
              label={t('sensors.area')}
              value={areaId}
              onChange={(event) => setAreaId(event.currentTarget.value)}
              data={[
                { value: '', label: t('sensors.noArea') },
                ...areas.map((area) => ({ value: area.id, label: area.name })),
              ]}
            />
          )}
          <SimpleGrid cols={2}>
            <TextInput
              label={t('sensors.x')}
              inputMode="decimal"
              value={x}
              error={errors.x}
              onChange={(event) => setX(event.currentTarget.value)}
            />
            <TextInput
              label={t('sensors.y')}
              inputMode="decimal"
              value={y}
              error={errors.y}
              onChange={(event) => setY(event.currentTarget.value)}
            />
          </SimpleGrid>
          <HeightInput unit={unit} value={height} errors={errors} onChange={setHeight} />
          <ModalActions
            submitLabel={sensor ? t('common.save') : t('sensors.add')}
            onCancel={onClose}
            loading={pending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

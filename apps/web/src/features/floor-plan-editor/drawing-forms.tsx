import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** After two clicks in "Set scale": the real length between them. */
export function ScaleForm(props: {
  lengthM: number | string;
  onLengthChange: (value: number | string) => void;
  onSave: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <NumberInput
        label={t('floorPlans.lengthM')}
        value={props.lengthM}
        onChange={props.onLengthChange}
        min={0.01}
        decimalScale={3}
        autoFocus
      />
      <Button onClick={props.onSave} loading={props.saving}>
        {t('floorPlans.saveScale')}
      </Button>
    </Group>
  );
}

/** After closing a drawn shape: the new area's name. */
export function AreaNameForm(props: {
  name: string;
  onNameChange: (value: string) => void;
  onSave: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end">
      <TextInput
        label={t('floorPlans.areaName')}
        value={props.name}
        onChange={(event) => props.onNameChange(event.currentTarget.value)}
        autoFocus
      />
      <Button onClick={props.onSave} loading={props.saving} disabled={props.name.trim() === ''}>
        {t('floorPlans.saveArea')}
      </Button>
    </Group>
  );
}

import { Select } from '@mantine/core';
import type { Folder } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { moveDestinations } from './move-destinations';

interface DestinationSelectProps {
  label: string;
  folders: readonly Folder[];
  /** What is being placed: a folder is never offered itself or its descendants. */
  moving: { kind: 'folder' | 'location'; id: string } | null;
  /** Named after the corporation, for the top level. */
  rootName: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A folder picker: the top level and every folder shown by its path. */
export function DestinationSelect(props: DestinationSelectProps) {
  const { t } = useTranslation();
  const options = moveDestinations(props.folders, props.moving ?? { kind: 'location', id: '' });
  return (
    <Select
      label={props.label}
      data={options.map((option) => ({
        value: option.value,
        label:
          option.path.length === 0
            ? t('orgChart.topLevel', { name: props.rootName })
            : option.path.join(' / '),
      }))}
      value={props.value}
      onChange={(value) => value !== null && props.onChange(value)}
      allowDeselect={false}
      searchable={options.length > 8}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Checkbox, Fieldset, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { locationDisplayName, type Folder } from '@footfall/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { coveredLocations, type ScopeFolderOption, type ScopeLocation } from '../report-scope';
import type { SectionProps } from './section-props';

interface ScopeSectionProps extends SectionProps {
  locations: readonly ScopeLocation[];
  folders: readonly Folder[];
  folderOptions: readonly ScopeFolderOption[];
}

/** Which locations: chosen one by one and/or whole folders (expanded when the report runs). */
export function ScopeSection({
  values,
  errors,
  set,
  locations,
  folders,
  folderOptions,
}: ScopeSectionProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const covered = useMemo(
    () => coveredLocations(values.locationIds, values.folderIds, folders, locations, locale),
    [values.locationIds, values.folderIds, folders, locations, locale],
  );
  return (
    <Fieldset legend={t('reports.form.scope')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Checkbox.Group
          label={t('reports.form.locations')}
          description={t('reports.form.locationsHint')}
          value={values.locationIds}
          onChange={(ids) => set('locationIds', ids)}
          error={errors.locationIds}
        >
          <ScrollArea.Autosize mah={200} mt="xs">
            <Stack gap={6}>
              {locations.map((location) => (
                <Checkbox
                  key={location.id}
                  value={location.id}
                  label={locationDisplayName(location.name)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('reports.form.folders')}
          description={t('reports.form.foldersHint')}
          value={values.folderIds}
          onChange={(ids) => set('folderIds', ids)}
          error={errors.folderIds}
        >
          <ScrollArea.Autosize mah={200} mt="xs">
            {folderOptions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('reports.form.noFolders')}
              </Text>
            ) : (
              <Stack gap={6}>
                {folderOptions.map((folder) => (
                  <Checkbox key={folder.value} value={folder.value} label={folder.label} />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Checkbox.Group>
      </SimpleGrid>
      <Text size="sm" mt="sm" aria-live="polite">
        {covered.length === 0
          ? t('reports.form.coversNone')
          : t('reports.form.coversNow', {
              total: covered.length,
              count: covered.length,
              names: covered.map((location) => location.name).join(', '),
            })}
      </Text>
    </Fieldset>
  );
}

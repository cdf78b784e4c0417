import { Anchor, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { parsePermissions, type Location } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChecklist } from '../../../api/checklist';
import { useUserPermissions } from '../../../api/user-permissions';
import { QueryContent } from '../../../components/query-content';
import { checklistRows, type ChecklistState } from './checklist-items';

const MARKS: Record<ChecklistState, { symbol: string; color: string }> = {
  done: { symbol: '✓', color: 'teal.9' },
  missing: { symbol: '!', color: 'orange.9' },
  notApplicable: { symbol: '–', color: 'gray.7' },
};

/** What the location's setup still misses, each item linking to where it is set up. */
export function SetupChecklist({ location }: { location: Location }) {
  const { t } = useTranslation();
  const checklist = useChecklist(location.id);
  const permissions = useUserPermissions(location.id);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="checklist-heading">
      <Title order={2} size="h4" mb="xs" id="checklist-heading">
        {t('settingsInfo.checklist')}
      </Title>
      <QueryContent query={checklist}>
        {(data) => {
          const rows = checklistRows(
            data,
            location.id,
            parsePermissions(permissions.data?.permissions),
            location.services,
          );
          const missing = rows.filter((row) => row.state === 'missing').length;
          return (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                {missing === 0
                  ? t('settingsInfo.allDone')
                  : t('settingsInfo.missingCount', { missing })}
              </Text>
              <List spacing="xs" listStyleType="none" p={0}>
                {rows.map((row) => (
                  <List.Item
                    key={row.key}
                    icon={
                      <ThemeIcon size={22} radius="xl" color={MARKS[row.state].color} aria-hidden>
                        {MARKS[row.state].symbol}
                      </ThemeIcon>
                    }
                  >
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {t(`settingsInfo.items.${row.key}`)}
                      </Text>
                      <Text size="sm" c={row.state === 'missing' ? 'orange' : 'dimmed'}>
                        {t(`settingsInfo.states.${row.state}`)}
                      </Text>
                      {row.link && row.state === 'missing' && (
                        <Anchor
                          component={Link}
                          to={row.link}
                          size="sm"
                          aria-label={t('settingsInfo.setUpLabel', {
                            item: t(`settingsInfo.items.${row.key}`),
                          })}
                        >
                          {t('settingsInfo.setUp')}
                        </Anchor>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            </>
          );
        }}
      </QueryContent>
    </Paper>
  );
}

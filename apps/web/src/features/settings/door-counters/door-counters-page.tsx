import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { hasPermissionPrefix, parsePermissions, numberFormat } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTags } from '../../../api/tags';
import { useUserPermissions } from '../../../api/user-permissions';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageTitle } from '../../../components/page-title';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format-date-time';

/**
 * /main/settings/{id}/door-counters: the DOORCOUNTER tags with their door, position and last
 * counts (the last interval each counter sent, as the dashboard's walk-ins count it; "not yet
 * reported" before its first). Changes happen on Tags.
 */
export function DoorCountersPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { id = '' } = useParams();
  const permissions = useUserPermissions(id);
  const tags = useTags(id);
  const canEdit = parsePermissions(permissions.data?.permissions).has('locations_tags_edit');

  const title = <PageTitle title={t('screens.settingsDoorCounters')} />;
  if (tags.isPending) {
    return (
      <>
        {title}
        <LoadingState />
      </>
    );
  }
  if (tags.isError) {
    return (
      <>
        {title}
        <ErrorState onRetry={() => void tags.refetch()} />
      </>
    );
  }
  const counters = tags.data.filter((tag) => tag.tag_service === 'DOORCOUNTER');
  const number = numberFormat(locale, 'precise');
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const formatTime = (at: string) => time.format(new Date(at));
  const tagsLink = hasPermissionPrefix(
    parsePermissions(permissions.data?.permissions),
    'locations_tags_',
  ) && (
    // Underlined: inside a sentence, colour alone does not tell the link apart (WCAG 1.4.1).
    <Anchor
      component={Link}
      to={`/main/settings/${encodeURIComponent(id)}/tags`}
      size="sm"
      underline="always"
    >
      {t('doorCounters.manageLink')}
    </Anchor>
  );

  return (
    <>
      {title}
      <Paper withBorder p="lg" component="section" aria-labelledby="door-counters-heading">
        <Title order={2} size="h4" mb="xs" id="door-counters-heading">
          {t('screens.settingsDoorCounters')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('doorCounters.intro')}
        </Text>
        {canEdit && (
          <Text size="sm" c="dimmed" mb="md">
            {t('doorCounters.manage')} {tagsLink}
          </Text>
        )}
        {counters.length === 0 ? (
          <EmptyState message={t('doorCounters.empty')} action={canEdit ? tagsLink : undefined} />
        ) : (
          <Table.ScrollContainer minWidth={640} mt="md">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('doorCounters.name')}</Table.Th>
                  <Table.Th scope="col">{t('doorCounters.door')}</Table.Th>
                  <Table.Th scope="col">{t('doorCounters.position')}</Table.Th>
                  <Table.Th scope="col">{t('doorCounters.lastCounts')}</Table.Th>
                  <Table.Th scope="col">{t('doorCounters.lastSeen')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {counters.map((counter) => (
                  <Table.Tr key={counter.id}>
                    <Table.Th scope="row" fw={500}>
                      {counter.name}
                      <Text size="xs" c="dimmed" ff="monospace">
                        {counter.serial}
                      </Text>
                    </Table.Th>
                    <Table.Td>{counter.door ?? '—'}</Table.Td>
                    <Table.Td>
                      {counter.x_m !== null && counter.y_m !== null
                        ? t('sensors.positionValue', {
                            x: number.format(counter.x_m),
                            y: number.format(counter.y_m),
                          })
                        : t('doorCounters.notPlaced')}
                    </Table.Td>
                    <Table.Td>
                      {counter.last_counts ? (
                        <>
                          <Text size="sm">
                            {t('doorCounters.counts', {
                              in: number.format(counter.last_counts.walk_ins),
                              out: number.format(counter.last_counts.walk_outs),
                            })}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('doorCounters.countsPeriod', {
                              start: formatTime(counter.last_counts.start_at),
                              end: formatTime(counter.last_counts.end_at),
                              date: formatDateTime(counter.last_counts.end_at, locale),
                            })}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('doorCounters.notReported')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {counter.last_seen_at
                        ? formatDateTime(counter.last_seen_at, locale)
                        : t('tags.never')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}

import { Anchor, Paper, Text, Title } from '@mantine/core';
import { hasPermissionPrefix, parsePermissions, numberFormat, type Tag } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTags } from '../../../api/tags';
import { useUserPermissions } from '../../../api/user-permissions';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { PageState } from '../../../components/page-state';
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

  const title = t('screens.settingsDoorCounters');
  if (tags.isPending) return <PageState title={title} />;
  if (tags.isError) return <PageState title={title} failed onRetry={() => void tags.refetch()} />;
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

  const columns: DataTableColumn<Tag>[] = [
    {
      key: 'name',
      header: t('doorCounters.name'),
      rowHeader: true,
      cell: (counter) => (
        <>
          {counter.name}
          <Text size="xs" c="dimmed" ff="monospace">
            {counter.serial}
          </Text>
        </>
      ),
    },
    { key: 'door', header: t('doorCounters.door'), cell: (counter) => counter.door ?? '—' },
    {
      key: 'position',
      header: t('doorCounters.position'),
      cell: (counter) =>
        counter.x_m !== null && counter.y_m !== null
          ? t('sensors.positionValue', {
              x: number.format(counter.x_m),
              y: number.format(counter.y_m),
            })
          : t('doorCounters.notPlaced'),
    },
    {
      key: 'lastCounts',
      header: t('doorCounters.lastCounts'),
      cell: (counter) =>
        counter.last_counts ? (
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
        ),
    },
    {
      key: 'lastSeen',
      header: t('doorCounters.lastSeen'),
      cell: (counter) =>
        counter.last_seen_at ? formatDateTime(counter.last_seen_at, locale) : t('tags.never'),
    },
  ];

  return (
    <>
      <PageTitle title={title} />
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
        <DataTable
          columns={columns}
          rows={counters}
          rowKey={(counter) => counter.id}
          emptyText={t('doorCounters.empty')}
          emptyAction={canEdit ? tagsLink : undefined}
          minWidth={640}
          mt="md"
        />
      </Paper>
    </>
  );
}

import { Anchor, Table, Text } from '@mantine/core';
import { dashboardPath, locationDisplayName, type Location } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The user's locations with their type, service tier and a way into their dashboard. */
export function LocationsTable({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('overview.name')}</Table.Th>
            <Table.Th scope="col">{t('overview.type')}</Table.Th>
            <Table.Th scope="col">{t('overview.service')}</Table.Th>
            <Table.Th scope="col">{t('overview.dashboard')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => {
            const name = locationDisplayName(location.name);
            const path = dashboardPath(location);
            return (
              <Table.Tr key={location.id}>
                <Table.Th scope="row" fw={500}>
                  {name}
                </Table.Th>
                <Table.Td>{t(`locationTypes.${location.type}`)}</Table.Td>
                <Table.Td>{t(`serviceTiers.${location.service}`)}</Table.Td>
                <Table.Td>
                  {path ? (
                    <Anchor
                      component={Link}
                      to={path}
                      size="sm"
                      aria-label={t('overview.openDashboard', { name })}
                    >
                      {t('shell.dashboard')}
                    </Anchor>
                  ) : (
                    <Text c="dimmed" size="sm">
                      {t('overview.noDashboard')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

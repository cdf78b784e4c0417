import { Anchor, Text } from '@mantine/core';
import type { ServiceTier } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settingsPath, type MissingMetric } from './retail-availability';

interface UnavailableNoteProps {
  missing: MissingMetric;
  locationId: string;
  tier: ServiceTier;
  size?: 'xs' | 'sm';
}

/** Why a figure is not offered here, with a link to the settings page to act on when allowed. */
export function UnavailableNote({ missing, locationId, tier, size = 'sm' }: UnavailableNoteProps) {
  const { t } = useTranslation();
  return (
    <Text size={size} c="dimmed" data-testid={`unavailable-${missing.metric}`}>
      {t(`retail.unavailable.${missing.reason}`, { tier: t(`serviceTiers.${tier}`) })}
      {missing.settingsPage && (
        <>
          {' '}
          <Anchor component={Link} to={settingsPath(locationId, missing.settingsPage)} size={size}>
            {t(`retail.unavailable.link.${missing.settingsPage}`)}
          </Anchor>
        </>
      )}
    </Text>
  );
}

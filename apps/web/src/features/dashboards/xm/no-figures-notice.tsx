import { parseAddon, type Location } from '@footfall/core';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface NoFiguresNoticeProps {
  location: Location;
}

/**
 * Why a dashboard has no figures: the location's tier offers no metric (docs/product.md section 3
 * gives PREMIUM and ZERO none). Said once at the top instead of on every empty card. The ADAM
 * add-on's area analytics come at any tier (core's hasAreaAnalytics), so they are pointed to.
 */
export function NoFiguresNotice({ location }: NoFiguresNoticeProps) {
  const { t } = useTranslation();
  const adam = parseAddon(location.addon).adam;
  return (
    <Alert color="gray" variant="light" title={t('events.noFigures.title')} role="note">
      <Text size="sm">
        {t('events.noFigures.text', { tier: t(`serviceTiers.${location.service}`) })}
      </Text>
      {adam && (
        <Text size="sm" mt="xs">
          {t('events.noFigures.adam')}{' '}
          <Anchor component={Link} to={`/main/dashboard/${encodeURIComponent(location.id)}/adam`}>
            {t('events.adamLink')}
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}

import type { ServiceTier } from '@footfall/core';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MissingMetric } from './retail-availability';
import { UnavailableNote } from './unavailable-note';

interface NothingOfferedCardProps {
  missing: MissingMetric;
  locationId: string;
  tier: ServiceTier;
}

/** In place of the whole retail home when the location offers none of its figures: why, once. */
export function NothingOfferedCard({ missing, locationId, tier }: NothingOfferedCardProps) {
  const { t } = useTranslation();
  const title = t('retail.nothingOffered');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <UnavailableNote missing={missing} locationId={locationId} tier={tier} />
    </Paper>
  );
}

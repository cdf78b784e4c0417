import type { ServiceTier } from '@footfall/core';
import { Paper, Title } from '@mantine/core';
import type { MissingMetric } from './retail-availability';
import { UnavailableNote } from './unavailable-note';

interface UnavailableCardProps {
  title: string;
  missing: MissingMetric;
  locationId: string;
  tier: ServiceTier;
  /** In place of the whole page (nothing of it is offered): a section heading and more room. */
  whole?: boolean;
}

/** In place of a chart the location does not offer: its title and why, with where to act. */
export function UnavailableCard({ title, missing, locationId, tier, whole }: UnavailableCardProps) {
  return (
    <Paper withBorder radius="md" p={whole ? 'lg' : 'md'} component="section" aria-label={title}>
      <Title order={whole ? 2 : 3} size={whole ? 'h4' : 'h5'} mb="xs">
        {title}
      </Title>
      <UnavailableNote missing={missing} locationId={locationId} tier={tier} />
    </Paper>
  );
}

import { Container } from '@mantine/core';
import { ComingSoonPage } from './coming-soon-page';

/** A later-release screen outside the app shell (shared views, add location, editors). */
export function StandaloneComingSoonPage() {
  return (
    <Container component="main" size="md" py="xl">
      <ComingSoonPage />
    </Container>
  );
}

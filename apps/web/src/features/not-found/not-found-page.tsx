import { Container } from '@mantine/core';
import { NotFoundContent } from '../../components/not-found-content';

/** Any unknown path (docs/product.md section 2). */
export function NotFoundPage() {
  return (
    <Container component="main" size="sm" py="xl">
      <NotFoundContent />
    </Container>
  );
}

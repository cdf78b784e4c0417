import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

interface PageTitleProps {
  /** The screen's translated title: the page heading and the browser tab's title. */
  title: string;
}

export function PageTitle({ title }: PageTitleProps) {
  useDocumentTitle(`${title} · Footfall`);
  return (
    <Title order={1} size="h2" mb="md">
      {title}
    </Title>
  );
}

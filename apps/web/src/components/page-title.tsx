import { Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

interface PageTitleProps {
  /** The screen's translated title: the page heading and the browser tab's title. */
  title: string;
  /** A translated sentence under the heading that says what the screen is for. */
  intro?: string;
}

export function PageTitle({ title, intro }: PageTitleProps) {
  useDocumentTitle(`${title} · Footfall`);
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mb="lg" maw={720}>
          {intro}
        </Text>
      )}
    </>
  );
}

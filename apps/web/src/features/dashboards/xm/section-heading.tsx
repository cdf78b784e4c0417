import { Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  title: string;
  intro?: string;
}

/** A dashboard section's heading (under the page's h1) with an optional line of explanation. */
export function SectionHeading({ title, intro }: SectionHeadingProps) {
  return (
    <div>
      <Title order={2} size="h4" mt="sm">
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" maw={760}>
          {intro}
        </Text>
      )}
    </div>
  );
}

import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocaleSwitcher } from './locale-switcher';

interface StandaloneLayoutProps {
  children: ReactNode;
  /** Where the brand links to; shared read-only pages have no app to go back to. */
  homeLink?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A page outside the app shell: brand and language on top, the content in a container. */
export function StandaloneLayout({
  children,
  homeLink = '/main',
  size = 'md',
}: StandaloneLayoutProps) {
  const { t } = useTranslation();
  const brand = (
    <Text fw={700} c="teal.9" span>
      {t('app.name')}
    </Text>
  );
  return (
    <Box mih="100vh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size={size}>
          <Group justify="space-between">
            {homeLink ? (
              <Anchor component={Link} to={homeLink} underline="never">
                {brand}
              </Anchor>
            ) : (
              brand
            )}
            <LocaleSwitcher />
          </Group>
        </Container>
      </Box>
      <Container component="main" size={size} py="xl">
        {children}
      </Container>
    </Box>
  );
}

import { Box, Center, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleSwitcher } from '../../components/locale-switcher';

/** The frame of the login and sign-up screens: brand, language, one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0" py="xl" px="md">
      <Group justify="flex-end" maw={440} mx="auto" mb="md">
        <LocaleSwitcher />
      </Group>
      <Center>
        <Box w="100%" maw={440}>
          <Box mb="lg" ta="center">
            <Text fw={700} fz="xl" c="teal.9">
              {t('app.name')}
            </Text>
            <Text c="dimmed" size="sm">
              {t('app.tagline')}
            </Text>
          </Box>
          <Paper withBorder shadow="sm" p="xl" component="main">
            {children}
          </Paper>
        </Box>
      </Center>
    </Box>
  );
}

/** The heading of an auth card. */
export function AuthTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2" mb="lg">
      {children}
    </Title>
  );
}

import { Anchor, Burger, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocaleSwitcher } from '../../components/locale-switcher';
import { LocationPicker } from './location-picker';
import { usePhoneLayout } from './phone-layout';
import { useCorporationName } from './use-corporation-name';
import { UserMenu } from './user-menu';

interface ShellHeaderProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

/** Brand, corporation name, location picker, language and the user menu. */
export function ShellHeader({ navigationOpened, onToggleNavigation }: ShellHeaderProps) {
  const { t } = useTranslation();
  const corporationName = useCorporationName();
  const phone = usePhoneLayout();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleNavigation')}
        />
        <Anchor component={Link} to="/main" fw={700} c="teal.9" underline="never" visibleFrom="xs">
          {t('app.name')}
        </Anchor>
        {corporationName && (
          <Text size="sm" c="dimmed" truncate visibleFrom="xs" data-testid="corporation-name">
            {corporationName}
          </Text>
        )}
      </Group>
      {/* On a phone the location takes the room left and the language moves to the navigation
          drawer: side by side, both were cut ("Paris Opéra Sto", "English (US"). */}
      <Group gap="sm" wrap="nowrap" justify="flex-end" flex={1} miw={0}>
        <LocationPicker />
        {!phone && <LocaleSwitcher />}
        <UserMenu />
      </Group>
    </Group>
  );
}

import { canAccessSettings, dashboardPath, parsePermissions } from '@footfall/core';
import { Box, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LocaleSwitcher } from '../../components/locale-switcher';
import { useUserPermissions } from '../../api/user-permissions';
import { usePhoneLayout } from './phone-layout';
import { useSelectedLocation } from './selected-location';

interface NavItemProps {
  label: string;
  to: string | null;
  active: boolean;
  /** Why the item is disabled, when it has no target. */
  note?: string;
}

function NavItem({ label, to, active, note }: NavItemProps) {
  // A link that cannot be followed yet: assistive technology (and axe, which then exempts its
  // dimmed text from the contrast rule, as WCAG does for inactive controls) hears it as disabled.
  if (to === null) {
    return (
      <NavLink
        component="div"
        role="link"
        aria-disabled="true"
        label={label}
        description={note}
        disabled
      />
    );
  }
  return <NavLink component={Link} to={to} label={label} active={active} />;
}

/** The main navigation; dashboard and settings follow the selected location. */
export function ShellNavbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { selected, isPending } = useSelectedLocation();
  const permissions = useUserPermissions(selected?.id ?? null);
  // Shown until the permissions say otherwise, so the usual case does not flicker.
  const settingsAllowed =
    !permissions.isSuccess || canAccessSettings(parsePermissions(permissions.data.permissions));
  const dashboard = selected ? dashboardPath(selected) : null;
  // While the locations load, nothing is selected yet: say nothing rather than "select one".
  const noSelection = isPending ? undefined : t('shell.noLocationSelected');
  const phone = usePhoneLayout();

  return (
    <Stack gap={4} component="nav" aria-label={t('shell.navigation')}>
      <NavItem label={t('overview.title')} to="/main" active={pathname === '/main'} />
      <NavItem
        label={t('shell.orgChart')}
        to="/main/tree-view"
        active={pathname.startsWith('/main/tree-view')}
      />
      <NavItem
        label={t('shell.dashboard')}
        to={dashboard}
        active={pathname.startsWith('/main/dashboard/')}
        note={selected ? t('shell.noDashboard') : noSelection}
      />
      {(settingsAllowed || !selected) && (
        <NavItem
          label={t('shell.settings')}
          to={selected ? `/main/settings/${encodeURIComponent(selected.id)}/info` : null}
          active={pathname.startsWith('/main/settings/')}
          note={noSelection}
        />
      )}
      <NavItem
        label={t('shell.reports')}
        to="/main/reports"
        active={
          pathname.startsWith('/main/reports') || pathname.startsWith('/main/comparison-report')
        }
      />
      {/* The header has no room for the language on a phone. */}
      {phone && (
        <Box px="sm" pt="md">
          <LocaleSwitcher withLabel />
        </Box>
      )}
    </Stack>
  );
}

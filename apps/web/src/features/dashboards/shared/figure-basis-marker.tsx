import { Popover, Text, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { FigureBasis } from './figure-basis';
import { figureBasisText } from './figure-basis-text';

/**
 * A quiet marker beside a figure: "±6%" for a Wi-Fi estimate, "Counted" for a door count. A
 * button (Tab, Enter) that opens the explanation; screen readers also hear the explanation as
 * the button's description, so they need not open it.
 */
export function FigureBasisMarker({ basis }: { basis: FigureBasis }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const explanationId = useId();
  const [opened, setOpened] = useState(false);
  const { shown, name, explanation } = figureBasisText(basis, t, locale);

  return (
    // Kept mounted (hidden while closed) so the button's description can point at it.
    <Popover
      width={280}
      position="bottom-start"
      withArrow
      shadow="md"
      keepMounted
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <UnstyledButton
          aria-label={name}
          aria-describedby={explanationId}
          px={2}
          lh={1}
          onClick={() => setOpened((open) => !open)}
          // The popover closes on Escape only from inside it; the focus stays on this button.
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
          }}
        >
          {/* Dimmed is grey 7 in the theme: 4.5:1 and more on white, as AA asks of small text. */}
          <Text
            span
            size="xs"
            c="dimmed"
            style={{
              whiteSpace: 'nowrap',
              textDecoration: 'underline dotted',
              textUnderlineOffset: 3,
            }}
          >
            {shown}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" id={explanationId}>
          {explanation}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CopyFieldProps {
  label: string;
  value: string;
  /** Monospace for keys and tokens. */
  code?: boolean;
}

/** A read-only value (a key, a link) with a button that copies it. */
export function CopyField({ label, value, code }: CopyFieldProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        flex={1}
        styles={
          code ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined
        }
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'light'}
            onClick={copy}
            aria-label={t('common.copyLabel', { name: label })}
          >
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

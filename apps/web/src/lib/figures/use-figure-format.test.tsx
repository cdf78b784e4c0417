import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { useFigureFormat } from './use-figure-format';

describe('useFigureFormat', () => {
  it.each(['en-US', 'fr'] as const)(
    'gives the %s locale and the common catalogue duration units',
    (locale) => {
      const i18n = createI18n(locale);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      );
      const { result } = renderHook(() => useFigureFormat(), { wrapper });
      expect(result.current).toEqual({
        locale,
        durationUnits: { minutes: 'min', seconds: 's' },
      });
    },
  );
});

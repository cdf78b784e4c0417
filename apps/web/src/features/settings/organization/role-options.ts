import { ROLES } from '@footfall/core';
import type { TFunction } from 'i18next';

/** The four roles of docs/product.md section 6 as select options, translated. */
export const roleOptions = (t: TFunction) =>
  ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

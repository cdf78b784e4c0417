import type { ProfileUpdateRequest } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../api/profile';
import { updateFailure, type UpdateFailure } from './update-errors';

/**
 * Saves the profile for one of its forms: the form's notices (saved, or why not), and the server's
 * field messages handed to the form's inputs.
 */
export function useProfileSave(setErrors: (errors: UpdateFailure['fields']) => void) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const clearNotices = () => {
    setSaved(false);
    setFailure(null);
  };
  /** Resolves true once the server saved the change. */
  const save = async (body: ProfileUpdateRequest) => {
    clearNotices();
    try {
      await update.mutateAsync(body);
      setSaved(true);
      return true;
    } catch (error) {
      const failed = updateFailure(error, t);
      setErrors(failed.fields);
      setFailure(failed.form);
      return false;
    }
  };
  return { saved, failure, clearNotices, save, saving: update.isPending };
}

// What a form says after a submit: that it was saved (a polite status) or why it failed (an
// alert, read out at once), above its fields.
import { Alert } from '@mantine/core';

interface FormNoticesProps {
  /** The confirmation to show, or nothing (not saved, or saved long ago). */
  saved?: string | null | false;
  /** Why the last submit failed, or nothing. */
  failure?: string | null;
}

export function FormNotices({ saved, failure }: FormNoticesProps) {
  return (
    <>
      {saved && (
        <Alert color="teal" role="status">
          {saved}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}

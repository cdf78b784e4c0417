import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { PageTitle } from './page-title';

interface PageStateProps {
  /** The screen's translated title. */
  title: string;
  /** The data failed to load: the error state instead of the loading one. */
  failed?: boolean;
  /** With `failed`: asks again (the retry button is shown only when given). */
  onRetry?: () => void;
}

/** A screen whose data is not there yet: its title above the loading or the error state. */
export function PageState({ title, failed = false, onRetry }: PageStateProps) {
  return (
    <>
      <PageTitle title={title} />
      {failed ? <ErrorState onRetry={onRetry} /> : <LoadingState />}
    </>
  );
}

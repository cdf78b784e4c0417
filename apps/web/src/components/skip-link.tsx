import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The first focusable element: lets keyboard users jump past the header and navigation. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className={classes.skipLink}>
      {t('app.skipToContent')}
    </a>
  );
}

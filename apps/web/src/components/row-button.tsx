import { Button } from '@mantine/core';

interface RowButtonProps {
  /** The visible word (Edit, Remove). */
  label: string;
  /** The name screen readers hear, naming the row ("Edit Gateway 1"). */
  ariaLabel: string;
  onClick: () => void;
  /** Red, for an action that removes something. */
  danger?: boolean;
  loading?: boolean;
  disabled?: boolean;
}

/** An action in a table or list row: a small quiet button named for its row. */
export function RowButton({ label, ariaLabel, danger, ...props }: RowButtonProps) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={danger ? 'red' : undefined}
      aria-label={ariaLabel}
      {...props}
    >
      {label}
    </Button>
  );
}

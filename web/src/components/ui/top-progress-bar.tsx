import classes from './top-progress-bar.module.css';

interface TopProgressBarProps {
  active: boolean;
  label: string;
  /** In the page flow instead of fixed along the top of the window. */
  inline?: boolean;
}

/** A thin indeterminate progress bar, fixed along the top of the window while `active`. */
export function TopProgressBar({ active, label, inline = false }: TopProgressBarProps) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      data-testid="top-progress-bar"
      className={inline ? `${classes.bar} ${classes.inline}` : classes.bar}
    />
  );
}

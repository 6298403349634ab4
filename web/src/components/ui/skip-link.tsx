import classes from './skip-link.module.css';

export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a href={`#${targetId}`} className={classes.skipLink}>
      {label}
    </a>
  );
}

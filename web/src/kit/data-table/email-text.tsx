import { Fragment } from 'react';

/**
 * An e-mail address that wraps at sensible points on narrow screens: a break opportunity after
 * the @ and after each dot, instead of overflowing or breaking mid-word.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}

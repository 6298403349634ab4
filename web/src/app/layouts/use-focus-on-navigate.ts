import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Moves focus to `target` after each client-side navigation, so keyboard and screen-reader users start at the new page. */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

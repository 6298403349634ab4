import { useMatches } from 'react-router';

export interface RouteHandle {
  title: string;
}

export const titled = (title: string): RouteHandle => ({ title });

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isRouteHandle)?.title;
}

import { useRef } from 'react';

/**
 * A Load more list's query variables with the `first` of the moment its filters were set: Load more
 * adds its page with a cursor and counts it in the URL (`pages`), which must not turn into a new
 * query for the whole list. A reload or a shared link asks for every shown page at once (`first`
 * from the URL); a change of any other variable starts again from that moment's `first`.
 */
export const useStableFirst = <V extends { first: number }>(variables: V): V => {
  const { first, ...filters } = variables;
  const key = JSON.stringify(filters);
  const held = useRef({ key, first });
  if (held.current.key !== key) held.current = { key, first };
  return { ...variables, first: held.current.first };
};

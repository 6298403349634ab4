import { createContext, useContext, type Context } from 'react';

/**
 * The one way a screen shows another area's piece (decision 053): feature folders do not import one
 * another, and nothing but the app imports the app. The host feature declares what it needs from
 * other areas as slots (`features/<host>/slots.ts`: the props each slot receives and
 * `defineSlots`); the app fills them (`app/composition/<host>.tsx` renders the host's page inside
 * `Provider` with the other areas' components) and hands the composed page to the host's route
 * module. A host's component reads a slot with `useSlots()`; unfilled (a test that does not
 * provide it), a slot renders nothing.
 */
export const defineSlots = <Slots extends object>(unfilled: Slots) => {
  const context: Context<Slots> = createContext(unfilled);
  return { Provider: context.Provider, useSlots: (): Slots => useContext(context) };
};

/** An unfilled slot: renders nothing. */
export const NoSlot = (): null => null;

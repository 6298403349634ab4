import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose rules (the zod schema and its resolver) load on first use,
 * from a chunk of their own. The first validation awaits the download, later ones reuse it; a
 * failed download is tried again at the next validation. Used where the form must paint before
 * zod arrives (the login route, whose weight is budgeted).
 */
export const lazyResolver = <Input extends FieldValues, Context, Output extends FieldValues>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> => {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
};

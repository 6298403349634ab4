import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver over zod rules that download on the form's first validation (a field left, a
 * submit), not with the form: `load` imports the module holding the rules (and zod with it) and
 * builds them. The values typed meanwhile stay in the form; the first check waits for the module,
 * later ones find it loaded. A failed download is tried again at the next validation. A form whose
 * rules load this way must not read `isValid` as it renders (that validates at once).
 */
export const lazyZodResolver = <Input extends FieldValues, Output extends FieldValues>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> => {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    try {
      return await (
        await ready
      )(values, context, options);
    } catch (error) {
      ready = undefined;
      throw error;
    }
  };
};

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by one of the shared zod schemas from @portal/schema (the same
 * rules the BFF applies), showing a field's message once the field has been left.
 */
export const useSchemaForm = <Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) => useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a shared zod schema (the same one the API route uses), so
 * a rule is written once. Messages show once a field has been left, then update as the user types.
 */
export function useZodForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    // The resolver's generic types do not follow a schema passed through a generic parameter.
    resolver: zodResolver(schema as never) as never,
  });
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from './api-client';
import { toast } from './toast';

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

/**
 * Shows a refused submission: a toast with the server's message, and the same message under the
 * field the server names when that field is one of this form's.
 */
export function showSubmitError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  { title, fallback, fields }: { title: string; fallback: string; fields: readonly Path<Values>[] },
) {
  const message = errorMessage(error, fallback);
  toast.error(title, message);
  const field = (error as { field?: string }).field;
  if (field && (fields as readonly string[]).includes(field)) form.setError(field as Path<Values>, { message });
}

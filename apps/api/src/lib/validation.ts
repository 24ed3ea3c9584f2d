import { queryNumbersReader } from '@dishrated/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The app's validator compiler: zod's, except for a query made only of numbers (nearby,
 * trending, paging), which is read by its schema's own rules without zod's general parse when
 * it is valid. A query that is not valid goes to zod, which names what is wrong.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const readNumbers = route.httpPart === 'querystring' ? queryNumbersReader(route.schema) : undefined;
  if (!readNumbers) return validate;
  return (query) => {
    const value = readNumbers(query);
    return value ? { value } : validate(query);
  };
};

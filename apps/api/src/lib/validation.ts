export { validatorCompiler } from 'fastify-type-provider-zod';

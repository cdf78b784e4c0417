// Fastify reads route schemas written in zod (fastify-type-provider-zod): a request part that does
// not match is the 400 every route answers (errors.ts), with the fields zod names.
import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifySerializerCompiler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError, validationError, type FieldIssue } from './errors';

/** The type provider's validator, given `{}` for an absent part: a POST without a body whose
 * fields are all optional is valid (Fastify passes null). */
const validateWithZod: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => validate(data ?? {});
};

/** Answers are sent as the handlers return them: the type provider's serializer would encode them
 * through the response schema, dropping keys a schema does not list, running transforms and
 * turning any mismatch into a 500; the schemas describe the answers, they do not rewrite them. */
const sendAsJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** For a route whose handler reads its own request after authenticating it or which takes no
 * JSON (an upload): its schemas document the request; Fastify checks nothing before the handler. */
export const validatedByHandler: FastifySchemaCompiler<unknown> = () => () => true;

/** The type provider's errors carry zod's issue (code, message, unknown keys) with its path as a
 * JSON pointer. */
function issueOf(error: FastifySchemaValidationError): FieldIssue {
  const path = error.instancePath === '/' ? [] : error.instancePath.slice(1).split('/');
  const keys = error.params.keys;
  return {
    code: error.keyword,
    path,
    message: error.message ?? 'The request is not valid',
    ...(Array.isArray(keys) ? { keys: keys.map(String) } : {}),
  };
}

export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validateWithZod);
  app.setSerializerCompiler(sendAsJson);
  app.setSchemaErrorFormatter((errors) =>
    errors.length > 0
      ? validationError(errors.map(issueOf))
      : new ApiError('ValidationException', 'The request is not valid'),
  );
}

// How the routes' TypeBox schemas validate requests. The query-string schema decides which
// parameters a route takes and their types; the items feature's parser gives each failure the
// API's own message (`Unknown type "x"; expected ...`, `given more than once`, bbox ranges), so the
// errors stay what partners already handle. The parsed query (sets, numbers) replaces req.query.
import type { TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifySchemaCompiler } from 'fastify';
import { ApiHttpError } from '../lib/http';
import { checkSearchText, parseQuery, type ParsedQuery } from '../features/items';

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  // Path text (search) is checked by its handler, headers are free text read by the negotiators.
  if (httpPart !== 'querystring') return () => true;
  const check = TypeCompiler.Compile(schema);
  const allowed = Object.keys((schema as TObject).properties ?? {});
  const required = new Set((schema as TObject).required ?? []);
  return (data: unknown) => {
    try {
      const parsed = parseQuery(data, allowed);
      if (required.has('q')) parsed.q = checkSearchText(parsed.q);
      if (!check.Check(data)) {
        const first = check.Errors(data).First();
        return { error: new ApiHttpError(400, 'invalid_parameter', `Parameter "${first?.path.slice(1) ?? '?'}": ${first?.message ?? 'not valid'}.`) };
      }
      return { value: parsed };
    } catch (err) {
      return { error: err as Error };
    }
  };
};

/** The query as the validator left it. */
export const parsedQuery = (query: unknown): ParsedQuery => query as ParsedQuery;

import { type ErrorName, errorCodes } from '@pawndesk/domain/errors';
import { z } from 'zod';
import { errorStatus } from '../errors.ts';

/**
 * The one error body every refusal answers: `{"error": {"code", "message"}}`, more fields beside
 * them only for an import's per-row report (`rows`). The document shows it and the conformance
 * test checks answers against it.
 */
export const apiErrorBody = z.strictObject({
  error: z.looseObject({
    code: z.number().int().describe("A code of the catalogue in the API's description"),
    message: z.string().describe('For people, in Vietnamese'),
  }),
});

export const apiErrorSchema = z.toJSONSchema(apiErrorBody, { target: 'openapi-3.0' });

/** The shared responses by status, named as `#/components/responses/<name>`. */
export const errorResponses: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Invalid parameters, query or body, or a refused rule' },
  401: { name: 'Unauthorized', description: 'Missing, invalid or expired access token' },
  403: { name: 'Forbidden', description: 'The signed-in user lacks a permission' },
  404: { name: 'NotFound', description: 'No such resource' },
  409: { name: 'Conflict', description: "The resource's state or lock refuses the change" },
  413: { name: 'PayloadTooLarge', description: 'The body or file is too large' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type the call reads' },
  429: { name: 'TooManyRequests', description: 'Too many failed attempts; see Retry-After' },
};

/** The catalogue as a Markdown table for the document's description. */
export function errorCatalogue(): string {
  const rows = (Object.entries(errorCodes) as [ErrorName, number][])
    .filter(([, code]) => code >= 0)
    .map(([name, code]) => `| ${code} | \`${name}\` | ${errorStatus(name)} |`);
  const unknown = `| ${errorCodes.unknown} | \`unknown\` | 500 (an unexpected failure; the message names the request id) |`;
  return ['| code | name | HTTP status |', '| --- | --- | --- |', ...rows, unknown].join('\n');
}

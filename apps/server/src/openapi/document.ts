import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { apiBases, type Endpoint, fullRoutePattern } from '@pawndesk/domain/endpoint';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../plugins/access.ts';
import { apiErrorSchema, errorCatalogue, errorResponses } from './error-responses.ts';
import { livePathItem } from './live-path.ts';
import { extraOperationDocs, type OperationDoc, operationDocs } from './operations.ts';

type Json = Record<string, unknown>;
type Operation = Json & { responses: Record<string, Json>; parameters?: Json[] };

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const operationMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** What the document says of one operation, from its route and its endpoint definition. */
type Described = { doc: OperationDoc; access: Access | undefined; hasPathId: boolean };

/** The OpenAPI path of an endpoint: its base, and `{name:string}` written `{name}`. */
function openApiPath(definition: Endpoint): string {
  return apiBases[definition.base] + definition.path.replace(/\{(\w+):string\}/g, '{$1}');
}

function describeRoutes(app: FastifyInstance): Map<string, Described> {
  const access = new Map(
    app.routeAccess().map((route) => [`${route.method} ${route.url}`, route.access]),
  );
  const described = new Map<string, Described>();
  for (const [definition, doc] of operationDocs) {
    described.set(`${definition.method} ${openApiPath(definition)}`, {
      doc,
      access: access.get(`${definition.method} ${fullRoutePattern(definition)}`),
      hasPathId: definition.path.includes('{'),
    });
  }
  for (const [route, doc] of Object.entries(extraOperationDocs)) {
    described.set(route, { doc, access: access.get(route), hasPathId: false });
  }
  return described;
}

/** The statuses an operation can answer besides 200, each with the shared error body. */
function errorStatuses(method: string, described: Described): number[] {
  const { doc, access, hasPathId } = described;
  const isProtected = access !== undefined && !('public' in access);
  const statuses = new Set<number>([400, ...(doc.statuses ?? [])]);
  if (isProtected || doc.checksToken) {
    statuses.add(401);
  }
  if (isProtected && access.permissions.length > 0) {
    statuses.add(403);
  }
  if (hasPathId) {
    statuses.add(404);
  }
  if (bodyMethods.has(method)) {
    statuses.add(413).add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(status: number): Json {
  const known = errorResponses[status];
  if (!known) {
    throw new Error(`No shared response for status ${status}`);
  }
  return { $ref: `#/components/responses/${known.name}` };
}

const binary = { schema: { type: 'string', format: 'binary' } };

/** Fills in one operation; answers the error statuses it documents. */
function describeOperation(operation: Operation, method: string, described: Described): number[] {
  const { doc, access } = described;
  operation.operationId = doc.operationId;
  operation.summary = doc.summary;
  operation.security = access && 'public' in access ? [] : [{ bearer: [] }];
  if (doc.checksToken) {
    // A Bearer header, or the signature of a link from getDocumentLink (no header at all).
    operation.security = [{ bearer: [] }, {}];
  }
  // @fastify/swagger marks every body required, even one the schema lets be null (sign-out).
  const body = operation.requestBody as { required?: boolean; content?: Record<string, Json> };
  if (body?.content?.['application/json']?.schema) {
    body.required = (body.content['application/json'].schema as Json).nullable !== true;
  }
  const ok = operation.responses['200'] ?? {};
  ok.description = 'OK';
  if (doc.file) {
    const json = (ok.content as Json | undefined) ?? {};
    const files = Object.fromEntries(doc.file.contentTypes.map((type) => [type, binary]));
    ok.content = { ...json, ...files };
    ok.description =
      'application/json' in json ? `OK. ${doc.file.description}` : doc.file.description;
  }
  operation.responses['200'] = ok;
  const statuses = errorStatuses(method, described);
  for (const status of statuses) {
    operation.responses[String(status)] = errorResponse(status);
  }
  if (doc.multipart) {
    const { file, fields = [] } = doc.multipart;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [file],
            properties: {
              [file]: { type: 'string', format: 'binary', description: 'One file, 10 MB at most' },
              ...Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
            },
          },
        },
      },
    };
  }
  return statuses;
}

function description(): string {
  return [
    `Base A under \`${apiBases.A}\`, base B under \`${apiBases.B}\`, the activity logger under`,
    `\`${apiBases.logger}\`, document files under \`${apiBases.files}\`, live updates on \`/live\`.`,
    '',
    'Sign in with `POST /crm/api/v1/tokens/` and send the access token as',
    '`Authorization: Bearer <token>`; operations without a security requirement are public.',
    'A successful answer is `{"data": …}`. Every refusal answers',
    '`{"error": {"code": <number>, "message": <text>}}` with one of the codes below (an import',
    'adds its per-row report in `error.rows`). Paths keep their trailing slash, as the',
    'specification writes them.',
    '',
    'Query parameters that an operation does not list are ignored (decisions/0016). A method',
    'that a known path does not serve answers 405 with an `Allow` header and code 1005.',
    '',
    errorCatalogue(),
  ].join('\n');
}

/** Completes the generated document: names, security, every answer, uploads, files and /live. */
function completeDocument(app: FastifyInstance, document: Json): Json {
  const described = describeRoutes(app);
  const usedStatuses = new Set<number>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of operationMethods) {
      const operation = item[method];
      const found = described.get(`${method.toUpperCase()} ${path}`);
      if (operation && found) {
        for (const status of describeOperation(operation, method.toUpperCase(), found)) {
          usedStatuses.add(status);
        }
      }
    }
  }
  const components = (document.components ?? {}) as Json;
  const responses = Object.fromEntries(
    [...usedStatuses]
      .sort()
      .map((status) => errorResponses[status])
      .filter((known) => known !== undefined)
      .map(({ name, description: text }) => [
        name,
        {
          description: text,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
  );
  return {
    ...document,
    info: { ...(document.info as Json), description: description() },
    paths: { ...paths, '/live': livePathItem },
    components: {
      ...components,
      schemas: { ...(components.schemas as Json | undefined), ApiError: apiErrorSchema },
      responses,
    },
  };
}

/** @fastify/swagger's options: zod schemas to JSON Schema, then the document completed. */
export function openApiOptions(app: FastifyInstance): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: 'PawnDesk API', version: '0.1.0' },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      completeDocument(
        app,
        ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as Json,
      ),
  };
}

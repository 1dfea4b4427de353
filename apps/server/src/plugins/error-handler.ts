import { errorCodes } from '@pawndesk/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { trackAllowedMethods } from './allowed-methods.ts';

const invalidRequestMessage = 'Dữ liệu không hợp lệ';

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return invalidRequestMessage;
  }
  const fields = error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return `${invalidRequestMessage}: ${fields.join('; ')}`;
}

/**
 * A refusal whose every issue is a date that is not a real calendar day (`isoDate` of the domain's
 * primitives) answers INVALID_DATE_FORMAT, the spec's code for it (B§5), on every route alike.
 */
function isDateRefusal(error: FastifyError): boolean {
  if (!hasZodFastifySchemaValidationErrors(error) || error.validation.length === 0) {
    return false;
  }
  return error.validation.every((issue) => {
    const params = issue.params as { format?: unknown; params?: { format?: unknown } };
    return params.format === 'date' || params.params?.format === 'date';
  });
}

/** Maps every failure to the spec's error body `{error: {code, message}}`; never leaks internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ error: { ...error.details, code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const code = isDateRefusal(error) ? errorCodes.invalidDateFormat : errorCodes.invalidRequest;
      return reply.code(400).send({ error: { code, message: describeValidation(error) } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ error: { code: errorCodes.payloadTooLarge, message: 'Dữ liệu gửi lên quá lớn' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, bad URL encoding.
      return reply
        .code(status)
        .send({ error: { code: errorCodes.invalidRequest, message: invalidRequestMessage } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      error: {
        code: errorCodes.unknown,
        message: `Lỗi hệ thống, vui lòng thử lại (mã yêu cầu ${request.id})`,
      },
    });
  });

  const allowedMethods = trackAllowedMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(path);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          error: {
            code: errorCodes.methodNotAllowed,
            message: `Không hỗ trợ ${request.method} ${path}, chỉ ${allowed.join(', ')}`,
          },
        });
    }
    return reply.code(404).send({
      error: {
        code: errorCodes.notFound,
        message: `Không tìm thấy ${request.method} ${path}`,
      },
    });
  });
}

/**
 * Errors the router raises before any route or hook runs (a path that is not valid percent-encoding,
 * a path parameter over the router's length limit): the same error body as every other refusal.
 */
export function answerRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .send({ error: { code: errorCodes.invalidRequest, message: 'Địa chỉ yêu cầu không hợp lệ' } });
}

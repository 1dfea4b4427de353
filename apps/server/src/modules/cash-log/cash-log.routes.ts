import { PassThrough } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { envelope } from '@pawndesk/domain/api';
import { cashLogUploadField, maxImportBytes } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { exportFileName } from '@pawndesk/domain/cash-log-rules';
import { fileTooLargeMessage } from '@pawndesk/domain/document-api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { bigIdParams as idParams } from '@pawndesk/domain/primitives';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import * as service from './cash-log.service.ts';
import { importEntries, prepareExport, xlsxContentType } from './cash-log.xlsx.ts';

const cashLogAccess = { permissions: ['cash_log_access'] } as const;
const headAccess = { permissions: ['cash_log_access', 'head_accountant_access'] } as const;
const tags = ['cash-log'];

/** The one xlsx file of an import; over 10 MB is FILE_TOO_LARGE (413), as every upload. */
async function readImportFile(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError('invalidRequest', 'Vui lòng chọn tệp');
  }
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxImportBytes, files: 1, fields: 5, parts: 6 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === cashLogUploadField) {
          file = { fileName: part.filename, bytes };
        }
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw new AppError('payloadTooLarge', fileTooLargeMessage);
    }
    throw error;
  }
  if (!file) {
    throw new AppError('invalidRequest', 'Vui lòng chọn tệp');
  }
  return file;
}

/**
 * Base A cash log calls (B§7 Cash log). Everything needs cash_log_access; approving, removing and
 * closures' changes also need head_accountant_access (B§6).
 */
export const cashLogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: maxImportBytes, files: 1 } });

  app.get(
    routePattern(cashLogEndpoints.list),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        description: 'With xlsx=true: the matching rows as cashlog__{from}__{to}.xlsx',
        querystring: cashLogEndpoints.list.query,
        response: { 200: envelope(cashLogEndpoints.list.response) },
      },
    },
    async (request, reply) => {
      const { xlsx, page, pageSize, ...filter } = request.query;
      if (!xlsx) {
        return { data: await service.listEntries(request.ctx, { ...filter, page, pageSize }) };
      }
      // Refusals answer as JSON before the first byte: nothing is sent until this succeeds.
      const write = await prepareExport(request.ctx, filter);
      const output = new PassThrough();
      reply
        .header('content-type', xlsxContentType)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(filter.fromDate, filter.toDate)}"`,
        );
      write(output).catch((error: unknown) => {
        // A failed stream is never ended cleanly: once the status line is out, Fastify destroys
        // the socket (no last chunk, so the browser sees a failed download rather than a
        // truncated workbook); before that, it answers the error as JSON.
        request.log.error({ err: error }, 'cash log export failed');
        output.destroy(error as Error);
      });
      // A stream skips the response schema; the envelope above describes the JSON answer.
      return reply.send(output as never);
    },
  );

  app.get(
    routePattern(cashLogEndpoints.pending),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        querystring: cashLogEndpoints.pending.query,
        response: { 200: envelope(cashLogEndpoints.pending.response) },
      },
    },
    async (request) => ({ data: await service.listPending(request.ctx, request.query) }),
  );

  app.get(
    routePattern(cashLogEndpoints.contractPayments),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        description: "The entries a contract's actions wrote (decisions/0011)",
        querystring: cashLogEndpoints.contractPayments.query,
        response: { 200: envelope(cashLogEndpoints.contractPayments.response) },
      },
    },
    async (request) => ({
      data: await service.listContractPayments(request.ctx, request.query.mifosLoanId),
    }),
  );

  app.get(
    routePattern(cashLogEndpoints.summary),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        querystring: cashLogEndpoints.summary.query,
        response: { 200: envelope(cashLogEndpoints.summary.response) },
      },
    },
    async (request) => ({ data: await service.getSummary(request.ctx, request.query) }),
  );

  app.post(
    routePattern(cashLogEndpoints.create),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        body: cashLogEndpoints.create.body,
        response: { 200: envelope(cashLogEndpoints.create.response) },
      },
    },
    async (request) => ({ data: await service.createEntry(request.ctx, request.body) }),
  );

  app.put(
    routePattern(cashLogEndpoints.setStatus),
    {
      config: { access: headAccess },
      schema: {
        tags,
        params: idParams,
        body: cashLogEndpoints.setStatus.body,
        response: { 200: envelope(cashLogEndpoints.setStatus.response) },
      },
    },
    async (request) => ({
      data: await service.setEntryStatus(request.ctx, request.params.id, request.body.status),
    }),
  );

  app.post(
    routePattern(cashLogEndpoints.upload),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(cashLogEndpoints.upload.response) },
      },
    },
    async (request) => {
      const file = await readImportFile(request);
      return { data: { imported: await importEntries(request.ctx, file) } };
    },
  );

  app.get(
    routePattern(cashLogEndpoints.closures),
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        querystring: cashLogEndpoints.closures.query,
        response: { 200: envelope(cashLogEndpoints.closures.response) },
      },
    },
    async (request) => ({ data: await service.listClosures(request.ctx, request.query) }),
  );

  app.post(
    routePattern(cashLogEndpoints.createClosure),
    {
      config: { access: headAccess },
      schema: {
        tags,
        body: cashLogEndpoints.createClosure.body,
        response: { 200: envelope(cashLogEndpoints.createClosure.response) },
      },
    },
    async (request) => ({ data: await service.createClosure(request.ctx, request.body) }),
  );

  app.delete(
    routePattern(cashLogEndpoints.deleteClosure),
    {
      config: { access: headAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(cashLogEndpoints.deleteClosure.response) },
      },
    },
    async (request) => {
      await service.deleteClosure(request.ctx, request.params.id);
      return { data: { deleted: true } };
    },
  );
};

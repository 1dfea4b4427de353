import { PassThrough } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { envelope } from '@pawndesk/domain/api';
import {
  cashClosureDto,
  cashClosureInput,
  cashClosureListDto,
  cashClosureListQuery,
  cashLogDto,
  cashLogFilterQuery,
  cashLogImportDto,
  cashLogInput,
  cashLogListDto,
  cashLogListQuery,
  cashLogStatusInput,
  cashLogSummaryDto,
  cashLogUploadField,
  maxImportBytes,
  pendingListQuery,
} from '@pawndesk/domain/cash-log-api';
import { exportFileName } from '@pawndesk/domain/cash-log-rules';
import { fileTooLargeMessage } from '@pawndesk/domain/document-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import * as service from './cash-log.service.ts';
import { importEntries, writeExport, xlsxContentType } from './cash-log.xlsx.ts';

const cashLogAccess = { permissions: ['cash_log_access'] } as const;
const headAccess = { permissions: ['cash_log_access', 'head_accountant_access'] } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
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
    '/v1/cash-logs/',
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        description: 'With xlsx=true: the matching rows as cashlog__{from}__{to}.xlsx',
        querystring: cashLogListQuery,
        response: { 200: envelope(cashLogListDto) },
      },
    },
    async (request, reply) => {
      const { xlsx, page, pageSize, ...filter } = request.query;
      if (!xlsx) {
        return { data: await service.listEntries(request.ctx, { ...filter, page, pageSize }) };
      }
      const output = new PassThrough();
      reply
        .header('content-type', xlsxContentType)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(filter.fromDate, filter.toDate)}"`,
        );
      writeExport(request.ctx, filter, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'cash log export failed');
        output.destroy(error as Error);
      });
      // A stream skips the response schema; the envelope above describes the JSON answer.
      return reply.send(output as never);
    },
  );

  app.get(
    '/v1/cash-logs/pending/',
    {
      config: { access: cashLogAccess },
      schema: { tags, querystring: pendingListQuery, response: { 200: envelope(cashLogListDto) } },
    },
    async (request) => ({ data: await service.listPending(request.ctx, request.query) }),
  );

  app.get(
    '/v1/cash-logs/summary/',
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        querystring: cashLogFilterQuery,
        response: { 200: envelope(cashLogSummaryDto) },
      },
    },
    async (request) => ({ data: await service.getSummary(request.ctx, request.query) }),
  );

  app.post(
    '/v1/cash-logs/',
    {
      config: { access: cashLogAccess },
      schema: { tags, body: cashLogInput, response: { 200: envelope(cashLogDto) } },
    },
    async (request) => ({ data: await service.createEntry(request.ctx, request.body) }),
  );

  app.put(
    '/v1/cash-logs/:id(^\\d+)/status/',
    {
      config: { access: headAccess },
      schema: {
        tags,
        params: idParams,
        body: cashLogStatusInput,
        response: { 200: envelope(cashLogDto) },
      },
    },
    async (request) => ({
      data: await service.setEntryStatus(request.ctx, request.params.id, request.body.status),
    }),
  );

  app.post(
    '/v1/cash-logs::upload/',
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(cashLogImportDto) },
      },
    },
    async (request) => {
      const file = await readImportFile(request);
      return { data: { imported: await importEntries(request.ctx, file) } };
    },
  );

  app.get(
    '/v1/cash-closures/',
    {
      config: { access: cashLogAccess },
      schema: {
        tags,
        querystring: cashClosureListQuery,
        response: { 200: envelope(cashClosureListDto) },
      },
    },
    async (request) => ({ data: await service.listClosures(request.ctx, request.query) }),
  );

  app.post(
    '/v1/cash-closures/',
    {
      config: { access: headAccess },
      schema: { tags, body: cashClosureInput, response: { 200: envelope(cashClosureDto) } },
    },
    async (request) => ({ data: await service.createClosure(request.ctx, request.body) }),
  );

  app.delete(
    '/v1/cash-closures/:id(^\\d+)/',
    {
      config: { access: headAccess },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request) => {
      await service.deleteClosure(request.ctx, request.params.id);
      return { data: { deleted: true } };
    },
  );
};

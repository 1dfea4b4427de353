import { PassThrough } from 'node:stream';
import { envelope } from '@pawndesk/domain/api';
import { routePattern } from '@pawndesk/domain/endpoint';
import { auditEndpoints as endpoints } from '@pawndesk/domain/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './audit.service.ts';
import { auditExportFileName, prepareAuditExport, xlsxContentType } from './audit.xlsx.ts';

const access = { permissions: ['staff_admin'] } as const;

/** Base B: the audit trail (issue 19), a page as JSON or every matching row as xlsx. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(endpoints.list),
    {
      config: { access },
      schema: {
        tags: ['staff'],
        description: 'With xlsx=true: the matching rows as audit__{from}__{to}.xlsx',
        querystring: endpoints.list.query,
        response: { 200: envelope(endpoints.list.response) },
      },
    },
    async (request, reply) => {
      const { xlsx, cursor: _cursor, pageSize: _pageSize, ...filter } = request.query;
      if (!xlsx) {
        return { data: await service.listEvents(request.ctx, request.query) };
      }
      const write = await prepareAuditExport(request.ctx, filter);
      const output = new PassThrough();
      reply
        .header('content-type', xlsxContentType)
        .header(
          'content-disposition',
          `attachment; filename="${auditExportFileName(filter.fromDate, filter.toDate)}"`,
        );
      write(output).catch((error: unknown) => {
        request.log.error({ err: error }, 'audit export failed');
        output.destroy(error as Error);
      });
      return reply.send(output as never);
    },
  );
};

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  type AuditFilter,
  auditActionLabel,
  auditEntityLabels,
  maxAuditExportRows,
} from '@pawndesk/domain/audit-api';
import { fullName } from '@pawndesk/domain/names';
import { loadExcel } from '../../lib/excel.ts';
import { betweenReadAndWrite, exportBatchRows, yieldToOthers } from '../../lib/export-pace.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './audit.repo.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows fetched per query: bounded memory, and a short hold of the engine (lib/export-pace). */
const exportBatch = exportBatchRows;
const highWater = 4 * 1024 * 1024;

/** The file's name: audit__{from}__{to}.xlsx, "all" for an open end. */
export function auditExportFileName(fromDate?: string, toDate?: string): string {
  return `audit__${fromDate ?? 'all'}__${toDate ?? 'all'}.xlsx`;
}

function json(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * Streams the matching audit rows, newest first, as an .xlsx (the cash log export's way: keyset
 * batches, one committed row at a time, the first batch read before the first byte so a refusal
 * still answers as JSON).
 */
export async function prepareAuditExport(
  ctx: Pick<RequestContext, 'db'>,
  filter: AuditFilter,
): Promise<(output: Writable) => Promise<number>> {
  const readBatch = (written: number, before?: repo.Keyset) =>
    repo.listEvents(ctx.db, filter, {
      limit: Math.min(exportBatch, maxAuditExportRows - written),
      before,
    });
  const firstStarted = performance.now();
  const firstBatch = await readBatch(0);
  const firstBatchMs = performance.now() - firstStarted;
  return async (output) => {
    const Excel = await loadExcel();
    const workbook = new Excel.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Nhat ky');
    sheet.columns = [
      { header: 'Mã', key: 'id', width: 10 },
      { header: 'Thời điểm', key: 'at', width: 20, style: { numFmt: 'dd/mm/yyyy hh:mm:ss' } },
      { header: 'Người thực hiện', key: 'actor', width: 24 },
      { header: 'Tên đăng nhập', key: 'username', width: 18 },
      { header: 'Hành động', key: 'action', width: 24 },
      { header: 'Mã hành động', key: 'actionKey', width: 24 },
      { header: 'Đối tượng', key: 'entity', width: 18 },
      { header: 'Mã đối tượng', key: 'entityId', width: 14 },
      { header: 'Trước', key: 'before', width: 50 },
      { header: 'Sau', key: 'after', width: 50 },
    ];
    let rows = firstBatch;
    let written = 0;
    let readMs = firstBatchMs;
    for (;;) {
      for (const row of rows) {
        sheet
          .addRow({
            id: row.id,
            // Excel has no time zones: the wall clock of Ho Chi Minh City (UTC+7).
            at: new Date(row.at.getTime() + 7 * 60 * 60 * 1000),
            actor:
              row.actorId === null
                ? 'Hệ thống'
                : fullName({
                    firstName: row.actorFirstName ?? '',
                    lastName: row.actorLastName ?? '',
                  }),
            username: row.actorUsername ?? '',
            action: auditActionLabel(row.action),
            actionKey: row.action,
            entity: auditEntityLabels[row.entity as keyof typeof auditEntityLabels] ?? row.entity,
            entityId: row.entityId,
            before: json(row.before),
            after: json(row.after),
          })
          .commit();
      }
      written += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < exportBatch || written >= maxAuditExportRows) {
        break;
      }
      if (output.writableLength > highWater) {
        await once(output, 'drain');
      }
      await yieldToOthers(readMs);
      const started = performance.now();
      rows = await readBatch(written, { at: last.at, id: last.id });
      readMs = performance.now() - started;
      await betweenReadAndWrite();
    }
    sheet.commit();
    await workbook.commit();
    return written;
  };
}

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  type CashLogFilter,
  cashLogInput,
  type ImportRowError,
  maxExportRows,
} from '@pawndesk/domain/cash-log-api';
import {
  cashLogSheetHeaders,
  cashLogStatusLabels,
  cashLogTypeLabels,
} from '@pawndesk/domain/cash-log-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { isCalendarDate } from '@pawndesk/domain/primitives';
import type ExcelJS from 'exceljs';
import { AppError } from '../../errors.ts';
import { loadExcel } from '../../lib/excel.ts';
import { betweenReadAndWrite, exportBatchRows, yieldToOthers } from '../../lib/export-pace.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import * as repo from './cash-log.repo.ts';
import {
  checkEntry,
  type EntryDraft,
  type EntryLookups,
  importRefused,
  insertImported,
  isHeadAccountant,
  loadLookups,
} from './cash-log.service.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows fetched per query while exporting: bounded memory, and a short hold of the engine. */
const exportBatch = exportBatchRows;
/** Wait for the reader when this much output is waiting in the stream. */
const highWater = 4 * 1024 * 1024;

const moneyFormat = '#,##0;(#,##0)';
const dateFormat = 'dd/mm/yyyy';

/** A business date (YYYY-MM-DD) as the Excel date cell of that day. */
function dateCell(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * Streams the list's rows (registered and retracted, newest first) as a real .xlsx: date cells,
 * signed number cells (outflow in parentheses), Vietnamese headers, running balances for head
 * accountants. Rows are read by keyset in batches and committed one by one, so memory stays flat.
 *
 * Everything that can be refused is read before the first byte: the lookups and the first batch
 * run here, and the answer is only the writer of the file. A failure after that is the caller's to
 * end abnormally (the browser must see a failed download, never a short file that looks whole).
 */
export async function prepareExport(
  ctx: RequestContext,
  filter: CashLogFilter,
): Promise<(output: Writable) => Promise<number>> {
  const withBalances = isHeadAccountant(requireActor(ctx.actor));
  const [categories, funds] = await Promise.all([
    repo.listCategories(ctx.db),
    repo.listFunds(ctx.db),
  ]);
  const readBatch = (written: number, before?: repo.PageRequest['before']) =>
    repo.listEntries(
      ctx.db,
      filter,
      ['registered', 'retracted'],
      { limit: Math.min(exportBatch, maxExportRows - written), ...(before ? { before } : {}) },
      withBalances,
    );
  const started = performance.now();
  const firstBatch = await readBatch(0);
  const firstBatchMs = performance.now() - started;
  return (output) =>
    writeWorkbook(output, { categories, funds, withBalances, firstBatch, firstBatchMs, readBatch });
}

type ExportSource = {
  categories: Awaited<ReturnType<typeof repo.listCategories>>;
  funds: Awaited<ReturnType<typeof repo.listFunds>>;
  withBalances: boolean;
  firstBatch: Awaited<ReturnType<typeof repo.listEntries>>;
  /** How long the first batch held the database: the first pause (lib/export-pace.ts). */
  firstBatchMs: number;
  readBatch: (
    written: number,
    before: NonNullable<repo.PageRequest['before']>,
  ) => ReturnType<typeof repo.listEntries>;
};

async function writeWorkbook(output: Writable, source: ExportSource): Promise<number> {
  const { categories, funds, withBalances, readBatch } = source;
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const fundType = new Map(funds.map((fund) => [fund.id, fund.type]));
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('So quy');
  const h = cashLogSheetHeaders;
  sheet.columns = [
    { header: h.id, key: 'id', width: 10 },
    { header: h.date, key: 'date', width: 12, style: { numFmt: dateFormat } },
    { header: h.amount, key: 'amount', width: 16, style: { numFmt: moneyFormat } },
    { header: h.type, key: 'type', width: 11 },
    { header: h.categoryKey, key: 'categoryKey', width: 22 },
    { header: h.category, key: 'category', width: 30 },
    { header: h.branchCode, key: 'branchCode', width: 12 },
    { header: h.branch, key: 'branch', width: 24 },
    { header: h.contract, key: 'contract', width: 14 },
    { header: h.renewContract, key: 'renewContract', width: 14 },
    { header: h.notes, key: 'notes', width: 40 },
    { header: h.agent, key: 'agent', width: 22 },
    { header: h.fund, key: 'fund', width: 26 },
    { header: h.status, key: 'status', width: 12 },
    ...(withBalances
      ? [
          { header: h.cashBalance, key: 'cashBalance', width: 18, style: { numFmt: moneyFormat } },
          { header: h.bankBalance, key: 'bankBalance', width: 18, style: { numFmt: moneyFormat } },
        ]
      : []),
  ];
  let rows = source.firstBatch;
  let written = 0;
  let readMs = source.firstBatchMs;
  for (;;) {
    for (const row of rows) {
      const category = categoryById.get(row.category_id);
      const parent = category?.parent ? categoryById.get(category.parent) : undefined;
      sheet
        .addRow({
          id: Number(row.id),
          date: dateCell(row.registration_date),
          amount: Number(row.direction) * Number(row.amount),
          type: cashLogTypeLabels[fundType.get(row.fund_id) ?? row.type],
          categoryKey: category?.key ?? '',
          category: parent ? `${parent.name} / ${category?.name}` : (category?.name ?? ''),
          branchCode: row.target_branch_code,
          branch: row.target_branch_name,
          contract: row.mifos_loan_id === null ? null : Number(row.mifos_loan_id),
          renewContract: row.mifos_renew_loan_id === null ? null : Number(row.mifos_renew_loan_id),
          notes: row.notes ?? '',
          agent: [row.agent_last_name, row.agent_first_name].filter(Boolean).join(' '),
          fund: row.fund_name,
          status: cashLogStatusLabels[row.status],
          ...(withBalances
            ? { cashBalance: Number(row.cash_balance), bankBalance: Number(row.bank_balance) }
            : {}),
        })
        .commit();
    }
    written += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < exportBatch || written >= maxExportRows) {
      break;
    }
    if (output.writableLength > highWater) {
      await once(output, 'drain');
    }
    await yieldToOthers(readMs);
    const started = performance.now();
    // The running balances carry on from the last row written, so each batch reads only its span.
    rows = await readBatch(written, {
      date: last.registration_date,
      id: Number(last.id),
      ...(withBalances
        ? { balances: { cash: Number(last.cash_balance), bank: Number(last.bank_balance) } }
        : {}),
    });
    readMs = performance.now() - started;
    await betweenReadAndWrite();
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** A cell's text, whatever exceljs made of it (rich text, formula result, hyperlink). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('richText' in value) {
      return value.richText.map((part) => part.text).join('');
    }
    if ('result' in value) {
      return cellText(value.result as ExcelJS.CellValue);
    }
    if ('text' in value) {
      return String(value.text);
    }
    return '';
  }
  return String(value).trim();
}

function cellDate(value: ExcelJS.CellValue): string | undefined {
  if (value instanceof Date) {
    // Date cells are stored as the day at UTC midnight.
    return value.toISOString().slice(0, 10);
  }
  const text = cellText(value);
  const vn = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (vn) {
    return `${vn[3]}-${vn[2]?.padStart(2, '0')}-${vn[1]?.padStart(2, '0')}`;
  }
  return isCalendarDate(text) ? text : undefined;
}

function cellNumber(value: ExcelJS.CellValue): number | undefined {
  if (typeof value === 'number') {
    return value;
  }
  const text = cellText(value);
  if (!text) {
    return undefined;
  }
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  const digits = text.replace(/[^\d]/g, '');
  return digits ? (negative ? -1 : 1) * Number(digits) : Number.NaN;
}

const typeByLabel: Record<string, 'CASH' | 'BANK'> = {
  'tiền mặt': 'CASH',
  cash: 'CASH',
  'ngân hàng': 'BANK',
  bank: 'BANK',
};

function errorMessage(error: unknown): string {
  if (error instanceof AppError) {
    return error.code >= 7000 ? `[${error.code}] ${error.message}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

type SheetRow = { row: number; cell(header: string): ExcelJS.CellValue };

/** Each data row's input, or the reason it cannot be one. Rule checks are the editor's own. */
function readRow(
  sheetRow: SheetRow,
  lookups: EntryLookups,
  isHead: boolean,
): { input: unknown } | { error: string } {
  const h = cashLogSheetHeaders;
  const date = cellDate(sheetRow.cell(h.date));
  if (!date) {
    return { error: 'Ngày không hợp lệ' };
  }
  const signed = cellNumber(sheetRow.cell(h.amount));
  if (signed === undefined || Number.isNaN(signed) || signed === 0) {
    return { error: 'Số tiền thu/chi không hợp lệ' };
  }
  const categoryKey = cellText(sheetRow.cell(h.categoryKey));
  const categoryName = cellText(sheetRow.cell(h.category));
  const category = categoryKey
    ? lookups.categories.find((item) => item.key === categoryKey)
    : lookups.categories.find(
        (item) => item.name === categoryName || categoryName.endsWith(`/ ${item.name}`),
      );
  if (!category) {
    return { error: `Danh mục không tồn tại: ${categoryKey || categoryName}` };
  }
  const branchCode = cellText(sheetRow.cell(h.branchCode));
  const branchName = cellText(sheetRow.cell(h.branch));
  const branch = lookups.branches.find((item) =>
    branchCode ? item.code === branchCode : item.name === branchName,
  );
  if (!branch) {
    return { error: `[7002] Không tìm thấy chi nhánh ${branchCode || branchName}` };
  }
  const typeText = cellText(sheetRow.cell(h.type)).toLowerCase();
  const type = typeText ? typeByLabel[typeText] : 'CASH';
  if (!type) {
    return { error: `Loại không hợp lệ: ${typeText}` };
  }
  let fund: number | null = null;
  const fundName = cellText(sheetRow.cell(h.fund));
  // Only a head accountant chooses a fund; other staff's rows go to their branch's fund (B§6).
  if (isHead && fundName) {
    const found = lookups.funds.find((item) => item.name === fundName);
    if (!found) {
      return { error: `[7006] Không tìm thấy quỹ ${fundName}` };
    }
    fund = found.id;
  }
  const contract = cellNumber(sheetRow.cell(h.contract));
  const renewContract = cellNumber(sheetRow.cell(h.renewContract));
  return {
    input: {
      direction: signed > 0 ? 1 : -1,
      registrationDate: date,
      amount: Math.abs(signed),
      category: category.id,
      type,
      targetBranch: branch.id,
      mifosLoanId: contract ?? null,
      mifosRenewLoanId: renewContract ?? null,
      notes: cellText(sheetRow.cell(h.notes)) || null,
      fund,
    },
  };
}

/**
 * A POST /v1/cash-logs:upload/: every row goes through the editor's rules; one bad row refuses the
 * whole file with a per-row report, and the good rows are written in one transaction as pending.
 */
export async function importEntries(
  ctx: RequestContext,
  file: { fileName: string; bytes: Buffer },
): Promise<number> {
  const actor = requireActor(ctx.actor);
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('invalidRequest', 'Tệp không phải tệp Excel (.xlsx) hợp lệ');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new AppError('invalidRequest', 'Tệp không có trang tính nào');
  }
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    columns.set(cellText(cell.value), column);
  });
  const h = cashLogSheetHeaders;
  const missing: string[] = [h.date, h.amount, h.branchCode].filter(
    (header) => !columns.has(header),
  );
  if (!columns.has(h.categoryKey) && !columns.has(h.category)) {
    missing.push(h.categoryKey);
  }
  if (missing.length > 0) {
    throw new AppError('invalidRequest', `Tệp thiếu cột: ${missing.join(', ')}`);
  }
  const lookups = await loadLookups(ctx.db);
  const today = businessDate(ctx.now());
  const isHead = isHeadAccountant(actor);
  const errors: ImportRowError[] = [];
  const entries: { row: number; entry: EntryDraft }[] = [];
  sheet.eachRow((excelRow, rowNumber) => {
    if (rowNumber === 1) {
      return;
    }
    const sheetRow: SheetRow = {
      row: rowNumber,
      cell: (header) => {
        const column = columns.get(header);
        return column === undefined ? null : excelRow.getCell(column).value;
      },
    };
    const read = readRow(sheetRow, lookups, isHead);
    if ('error' in read) {
      errors.push({ row: rowNumber, message: read.error });
      return;
    }
    const parsed = cashLogInput.safeParse(read.input);
    if (!parsed.success) {
      errors.push({
        row: rowNumber,
        message: parsed.error.issues.map((issue) => issue.message).join('; '),
      });
      return;
    }
    try {
      entries.push({ row: rowNumber, entry: checkEntry(actor, lookups, parsed.data, today) });
    } catch (error) {
      errors.push({ row: rowNumber, message: errorMessage(error) });
    }
  });
  if (errors.length > 0) {
    throw importRefused(errors);
  }
  if (entries.length === 0) {
    throw new AppError('invalidRequest', 'Tệp không có dòng nào để nhập');
  }
  return insertImported(ctx, entries, file.fileName);
}

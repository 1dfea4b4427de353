import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on the first export or import instead of at start: loading it costs 0.3–0.75 s,
 * which every start of the server paid before answering its first page (docs/decisions/0031).
 */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

import type { ImportRowError } from '@pawndesk/domain/cash-log-api';
import { maxImportBytes } from '@pawndesk/domain/cash-log-api';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { downloadExport, ExportFailedError } from '../api/export-entries.ts';
import { ImportError, uploadImport } from '../api/import-entries.ts';
import { useInvalidateCashLog } from '../hooks/use-invalidate-cash-log.ts';
import type { FilterParams } from '../model/filters.ts';

/** Export: the list's filters as cashlog__{from}__{to}.xlsx (CASH-7). */
export function ExportButton({ params }: { params: FilterParams }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      loading={isBusy}
      onClick={async () => {
        setBusy(true);
        try {
          const { blob, fileName } = await downloadExport(params);
          const url = URL.createObjectURL(blob);
          const link = document.createElement('a');
          link.href = url;
          link.download = fileName;
          link.click();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        } catch (error) {
          flash.error(
            error instanceof ExportFailedError ? t('CASH_LOG_EXPORT_FAILED') : errorText(error, t),
          );
        } finally {
          setBusy(false);
        }
      }}
      data-testid="cash-export"
    >
      {t('CASH_LOG_EXPORT')}
    </Button>
  );
}

/**
 * Import (CASH-7): the "import in progress" note and the upload progress while a file goes up and
 * is checked; every imported entry is pending; a refused file lists its bad rows and imports none.
 */
export function ImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateCashLog();
  const [progress, setProgress] = useState<number | null>(null);
  const [report, setReport] = useState<{ message: string; rows: ImportRowError[] } | null>(null);

  const start = async (file: File) => {
    if (file.size > maxImportBytes) {
      flash.error(t('FILE_TOO_LARGE'));
      return;
    }
    setProgress(0);
    try {
      const result = await uploadImport(file, setProgress);
      flash.info(t('CASH_LOG_IMPORTED', { count: result.imported }));
      await invalidate();
      onImported();
    } catch (error) {
      if (error instanceof ImportError && error.rows.length > 0) {
        setReport({ message: error.message, rows: error.rows });
      } else {
        flash.error(`${t('CASH_LOG_IMPORT_ERROR')}: ${errorText(error, t)}`);
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            void start(file);
          }
        }}
        data-testid="cash-import-file"
      />
      <Button
        loading={progress !== null}
        onClick={() => input.current?.click()}
        data-testid="cash-import"
      >
        {t('CASH_LOG_IMPORT')}
      </Button>
      {progress !== null ? (
        <Alert
          type="info"
          showIcon
          className="pd-cash-import-note"
          title={t('CASH_LOG_IMPORT_IN_PROGRESS')}
          description={<Progress percent={progress} size="small" status="active" />}
          data-testid="cash-import-progress"
        />
      ) : null}
      <Modal
        open={report !== null}
        title={t('CASH_LOG_IMPORT_ERROR')}
        onCancel={() => setReport(null)}
        footer={null}
        data-testid="cash-import-report"
      >
        <p>{report?.message}</p>
        <Table<ImportRowError>
          rowKey="row"
          size="small"
          pagination={{ pageSize: 10, showSizeChanger: false }}
          dataSource={report?.rows ?? []}
          columns={[
            { key: 'row', title: t('CASH_LOG_IMPORT_ROW'), dataIndex: 'row', width: 70 },
            { key: 'message', title: t('CASH_LOG_IMPORT_REASON'), dataIndex: 'message' },
          ]}
        />
      </Modal>
    </>
  );
}

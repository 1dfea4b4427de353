import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { flash } from '../../../lib/flash.ts';
import { fakeFetch, isCall, json, signInAs } from '../../../testing/render-app.tsx';
import { ExportButton } from './xlsx-buttons.tsx';

/** A 200 answer whose body breaks after its first bytes, as when the server ends it abnormally. */
function brokenDownload(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-disposition': 'attachment; filename="cashlog.xlsx"' },
  });
}

beforeEach(() => {
  signInAs(['cash_log_access']);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function clickExport() {
  render(<ExportButton params={{ fromDate: '2026-11-01' }} />);
  fireEvent.click(screen.getByTestId('cash-export'));
}

describe('ExportButton', () => {
  it('should say the download failed and save nothing when the file stops half way', async () => {
    const shown = vi.spyOn(flash, 'error');
    const saved = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved }));
    fakeFetch((url, init) =>
      isCall(cashLogEndpoints.exportXlsx, url, init) ? brokenDownload() : undefined,
    );
    clickExport();
    await waitFor(() => expect(shown).toHaveBeenCalledWith(i18n.t('CASH_LOG_EXPORT_FAILED')));
    expect(saved).not.toHaveBeenCalled();
  });

  it("should show the server's refusal when the export is refused before it starts", async () => {
    const shown = vi.spyOn(flash, 'error');
    fakeFetch((url, init) =>
      isCall(cashLogEndpoints.exportXlsx, url, init)
        ? json(400, { error: { code: 5012, message: 'fromDate: Ngày không hợp lệ' } })
        : undefined,
    );
    clickExport();
    await waitFor(() => expect(shown).toHaveBeenCalledWith('fromDate: Ngày không hợp lệ'));
  });
});

import type { AuditEventDto } from '@pawndesk/domain/audit-api';
import { auditEndpoints, staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

function event(overrides: Partial<AuditEventDto> = {}): AuditEventDto {
  return {
    id: 9,
    at: '2026-11-20T03:04:05.000Z',
    actor: { id: 1, username: 'admin', firstName: 'Dũng', lastName: 'Hoàng Tiến' },
    action: 'user.disabled',
    entity: 'user',
    entityId: '12',
    before: { isActive: true },
    after: { isActive: false, endedSignIns: 1 },
    requestId: 'req-1',
    ...overrides,
  };
}

function open(path = '/audit') {
  const api = stubApi();
  api.respond(staffEndpoints.list, { items: [], total: 0 });
  api.respond(auditEndpoints.list, (call) =>
    call.query.get('cursor')
      ? { items: [event({ id: 3, action: 'user.created' })], nextCursor: null }
      : { items: [event()], nextCursor: '2026-11-20T03:04:05.000Z|9' },
  );
  signInAs(['staff_admin']);
  renderApp(path);
  return api;
}

describe('audit trail screen (issue 19)', () => {
  it('should show rows with Vietnamese labels and before/after side by side', async () => {
    open();
    expect(await screen.findByText('Khoá tài khoản')).toBeTruthy();
    expect(screen.getByText('Hoàng Tiến Dũng (admin)')).toBeTruthy();
    expect(screen.getByText('20/11/2026 10:04:05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /expand row|mở rộng/i }));
    const diff = await screen.findByTestId('audit-diff');
    expect(within(diff).getByText('Đang hoạt động')).toBeTruthy();
    expect(within(diff).getByText('Có')).toBeTruthy();
    expect(within(diff).getAllByText('Không').length).toBeGreaterThan(0);
  });

  it('should load the next page by its cursor', async () => {
    const api = open();
    fireEvent.click(await screen.findByTestId('audit-more'));
    expect(await screen.findByText('Tạo tài khoản')).toBeTruthy();
    expect(api.calls(auditEndpoints.list).at(-1)?.query.get('cursor')).toBe(
      '2026-11-20T03:04:05.000Z|9',
    );
  });

  it('should open with the record a history link names and search by entity id', async () => {
    const api = open('/audit?entity=contract&entityId=77');
    await screen.findByText('Khoá tài khoản');
    const first = api.calls(auditEndpoints.list)[0]?.query;
    expect(first?.get('entity')).toBe('contract');
    expect(first?.get('entityId')).toBe('77');
    const input = within(screen.getByTestId('audit-entity-id')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: '78' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.calls(auditEndpoints.list).at(-1)?.query.get('entityId')).toBe('78'),
    );
  });

  it('should show the empty state', async () => {
    const api = stubApi();
    api.respond(staffEndpoints.list, { items: [], total: 0 });
    api.respond(auditEndpoints.list, { items: [], nextCursor: null });
    signInAs(['staff_admin']);
    renderApp('/audit');
    expect(await screen.findByText('Không có thay đổi nào')).toBeTruthy();
  });
});

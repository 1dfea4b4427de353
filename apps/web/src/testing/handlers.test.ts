import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { describe, expect, it } from 'vitest';
import { contractFixture } from './fixtures/contract.ts';
import { refusal, stubApi } from './handlers.ts';

describe('stubApi', () => {
  it('should refuse an answer that breaks the endpoint contract when it is registered', () => {
    const api = stubApi();
    const broken = { ...contractFixture(), status: 'LOST' };
    expect(() => api.respond(contractEndpoints.detail, { id: 7 }, broken as never)).toThrow(
      /breaks its contract: status/,
    );
  });

  it('should answer by method and URL, in the envelope, and record the call', async () => {
    const api = stubApi();
    const contract = contractFixture();
    api.respond(contractEndpoints.detailByFinflux, { id: 5007 }, contract);
    api.respond(contractEndpoints.reject, (call) =>
      call.params.id === '5007' ? contract : refusal(404, 'Không tìm thấy hợp đồng'),
    );
    const detail = await fetch('/crm/api/v2/contracts/finflux-5007/');
    expect(await detail.json()).toEqual({ data: contract });
    const rejected = await fetch('/crm/api/v2/contracts/finflux-5007:reject/', {
      method: 'POST',
      body: JSON.stringify({ cancelReason: 'FRAUD' }),
    });
    expect(rejected.status).toBe(200);
    const missing = await fetch('/crm/api/v2/contracts/finflux-1:reject/', {
      method: 'POST',
      body: JSON.stringify({ cancelReason: 'FRAUD' }),
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 1004, message: 'Không tìm thấy hợp đồng' },
    });
    expect(api.calls(contractEndpoints.reject)).toHaveLength(2);
    expect((await api.expectCall(contractEndpoints.reject, { id: 5007 })).body).toEqual({
      cancelReason: 'FRAUD',
    });
    // A finflux detail is not the plain detail: `{id}` is numeric.
    expect(api.calls(contractEndpoints.detail)).toHaveLength(0);
  });

  it('should match text parameters and let a later answer win', async () => {
    const api = stubApi();
    api.respond(clientEndpoints.byPhone, refusal(404, 'Không tìm thấy'));
    api.respond(clientEndpoints.byPhone, { phone: '0911111111' }, refusal(409, 'Xung đột'));
    expect((await fetch('/crm/api/v2/clients/phone-0911111111/')).status).toBe(409);
    expect((await fetch('/crm/api/v2/clients/phone-0922222222/')).status).toBe(404);
    expect(api.calls(clientEndpoints.byPhone, { phone: '0922222222' })).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { clientEndpoints } from './client-endpoints.ts';
import { contractEndpoints } from './contract-endpoints.ts';
import { documentEndpoints } from './document-endpoints.ts';
import { endpoint, endpointUrl, fullRoutePattern, routePattern } from './endpoint.ts';

describe('endpointUrl', () => {
  it('should build absolute URLs with their parameters and verbs', () => {
    expect(endpointUrl(contractEndpoints.list, {})).toBe('/crm/api/v2/contracts/');
    expect(endpointUrl(contractEndpoints.detailByFinflux, { id: 101752 })).toBe(
      '/crm/api/v2/contracts/finflux-101752/',
    );
    expect(endpointUrl(contractEndpoints.approve, { id: 7 })).toBe(
      '/crm/api/v2/contracts/finflux-7:approve/',
    );
    expect(endpointUrl(contractEndpoints.retractTransaction, { id: 3, tid: 44 })).toBe(
      '/crm/api/v2/contracts/3/transactions/44:retract/',
    );
    expect(endpointUrl(contractEndpoints.products, {})).toBe('/api/v1/products/');
    expect(endpointUrl(clientEndpoints.byPhone, { phone: '+84901234567' })).toBe(
      '/crm/api/v2/clients/phone-%2B84901234567/',
    );
    expect(endpointUrl(documentEndpoints.file, { id: 9 })).toBe('/files/documents/9');
  });

  it('should refuse when a path parameter is missing', () => {
    const broken = endpoint({ method: 'GET', base: 'A', path: '/v1/x/{id}/' });
    expect(() => endpointUrl(broken, {} as { id: number })).toThrow(/id/);
  });
});

describe('routePattern', () => {
  it.each([
    ['/v2/contracts/', '/v2/contracts/'],
    ['/v2/contracts/finflux-{id}/', '/v2/contracts/finflux-:id(^\\d+)/'],
    ['/v2/contracts/finflux-{id}:approve/', '/v2/contracts/finflux-:id(^\\d+)::approve/'],
    [
      '/v2/contracts/{id}/transactions/{tid}:retract/',
      '/v2/contracts/:id(^\\d+)/transactions/:tid(^\\d+)::retract/',
    ],
    ['/v2/clients/phone-{phone:string}/', '/v2/clients/phone-:phone/'],
    ['/v1/cash-logs:upload/', '/v1/cash-logs::upload/'],
  ])('should turn %s into the Fastify pattern %s', (path, pattern) => {
    expect(routePattern({ method: 'GET', base: 'B', path })).toBe(pattern);
  });

  it('should prefix the base for routes registered outside one', () => {
    expect(fullRoutePattern(documentEndpoints.link)).toBe(
      '/crm/api/v2/documents/:id(^\\d+)::link/',
    );
    expect(fullRoutePattern(documentEndpoints.file)).toBe('/files/documents/:id(^\\d+)');
  });
});

import { contractEndpoints as endpoints } from '@pawndesk/domain/contract-endpoints';
import { routePattern } from '@pawndesk/domain/endpoint';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/access.ts';
import type { PrintDeps } from '../documents/printed-documents.ts';
import { previewContract } from './actions/print-contract.ts';
import { previewRedeemBill } from './actions/redeem.ts';
import { previewSettlement } from './actions/settle.ts';
import { contractAccess, finfluxParams, tags } from './contract-params.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A preview is the PDF itself, shown in the console's frame and never kept (not cached either). */
function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

/**
 * The counter's previews (B§2, B§4): the redeem bill, the settlement receipt and the mortgage
 * contract, rendered by the server from the same builders and checks as the calls that file them,
 * with the same access (redeem and settle: contract_access; the reprint: a sign-in).
 */
export function registerPrintPreviewRoutes(app: App, printDeps: PrintDeps): void {
  app.post(
    routePattern(endpoints.redeemPreview),
    {
      config: { access: contractAccess },
      schema: { tags, params: finfluxParams, body: endpoints.redeemPreview.body },
    },
    async (request, reply) => {
      const key = { finfluxId: request.params.id };
      const bytes = await previewRedeemBill(request.ctx, printDeps, key, request.body);
      return sendPdf(reply, bytes, `phieu-thu-chuoc-tai-san-${request.params.id}.pdf`);
    },
  );

  app.post(
    routePattern(endpoints.settlePreview),
    {
      config: { access: contractAccess },
      schema: { tags, params: finfluxParams, body: endpoints.settlePreview.body },
    },
    async (request, reply) => {
      const key = { finfluxId: request.params.id };
      const bytes = await previewSettlement(request.ctx, printDeps, key, request.body);
      const name =
        request.body.mode === 'LIQUIDATION' ? 'bien-nhan-thanh-ly' : 'bien-nhan-tat-toan';
      return sendPdf(reply, bytes, `${name}-${request.params.id}.pdf`);
    },
  );

  app.get(
    routePattern(endpoints.printPreview),
    { config: { access: signedIn }, schema: { tags, params: finfluxParams } },
    async (request, reply) => {
      const bytes = await previewContract(request.ctx, printDeps, {
        finfluxId: request.params.id,
      });
      return sendPdf(reply, bytes, `hop-dong-cam-co-${request.params.id}.pdf`);
    },
  );
}

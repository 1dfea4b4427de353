import fastifyMultipart from '@fastify/multipart';
import { envelope } from '@pawndesk/domain/api';
import type { AccessClaims } from '@pawndesk/domain/auth';
import {
  documentUploadFields,
  documentUploadType,
  fileTooLargeMessage,
  maxDocumentBytes,
} from '@pawndesk/domain/document-api';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { fullRoutePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { TokenKey } from '../../lib/tokens.ts';
import { passwordChangeRequired, publicAccess, signedIn } from '../../plugins/access.ts';
import * as service from './documents.service.ts';

const clientAccess = { permissions: ['client_access'] } as const;
const contractAccess = { permissions: ['contract_access'] } as const;
const tags = ['documents'];

export type DocumentsRoutesOptions = {
  storage: FileStorage;
  tokenKey: TokenKey;
  /** Checks a Bearer token, refusing one whose sign-in has ended. */
  verifyAccessToken: (token: string) => Promise<AccessClaims | undefined>;
};

function isFileTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

/**
 * Reads the multipart body: the `type` field and the one file field `path`. Over 10 MB → 413
 * (FILE_TOO_LARGE); the bytes are held in memory (at most 10 MB) until they pass every check.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ type: string | undefined; file: service.UploadedFile | undefined }> {
  if (!request.isMultipart()) {
    throw new AppError('invalidRequest', 'Vui lòng chọn tệp');
  }
  let type: string | undefined;
  let file: service.UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxDocumentBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === documentUploadFields.file) {
          file = { fileName: part.filename, bytes };
        }
      } else if (part.fieldname === documentUploadFields.type) {
        type = String(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError('payloadTooLarge', fileTooLargeMessage);
    }
    throw error;
  }
  return { type, file };
}

/** Base B (B§7 Clients docs) and the download route. */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (
  app,
  options,
) => {
  const { storage, tokenKey, verifyAccessToken } = options;
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxDocumentBytes, files: 1 },
  });

  /**
   * The owner's list, upload and archive (B§7 clients docs, contract docs). Listing needs a
   * sign-in (contract flows read client documents); writes need the owner's permission. A contract
   * upload without a type takes type 4 (B§5).
   */
  const owners = [
    {
      type: 'client',
      list: documentEndpoints.clientDocuments,
      upload: documentEndpoints.uploadClientDocument,
      archive: documentEndpoints.archiveClientDocument,
      access: clientAccess,
      defaultType: undefined,
    },
    {
      type: 'contract',
      list: documentEndpoints.contractDocuments,
      upload: documentEndpoints.uploadContractDocument,
      archive: documentEndpoints.archiveContractDocument,
      access: contractAccess,
      defaultType: '4',
    },
  ] as const;
  for (const owner of owners) {
    app.get(
      fullRoutePattern(owner.list),
      {
        config: { access: signedIn },
        schema: {
          tags,
          params: idParams,
          querystring: owner.list.query,
          response: { 200: envelope(owner.list.response) },
        },
      },
      async (request) => ({
        data: await service.listDocuments(
          request.ctx,
          { type: owner.type, id: request.params.id },
          request.query,
        ),
      }),
    );

    app.post(
      fullRoutePattern(owner.upload),
      {
        config: { access: owner.access },
        schema: {
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(owner.upload.response) },
        },
      },
      async (request) => {
        const upload = await readUpload(request);
        const typeId = documentUploadType.safeParse(upload.type ?? owner.defaultType);
        if (!typeId.success) {
          throw new AppError('invalidRequest', 'Vui lòng chọn loại giấy tờ');
        }
        return {
          data: await service.uploadDocument(
            request.ctx,
            storage,
            { type: owner.type, id: request.params.id },
            { typeId: typeId.data, file: upload.file },
          ),
        };
      },
    );

    app.post(
      fullRoutePattern(owner.archive),
      {
        config: { access: owner.access },
        schema: { tags, params: idParams, response: { 200: envelope(owner.archive.response) } },
      },
      async (request) => ({
        data: await service.archiveDocument(request.ctx, owner.type, request.params.id),
      }),
    );
  }

  app.get(
    fullRoutePattern(documentEndpoints.link),
    {
      config: { access: signedIn },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(documentEndpoints.link.response) },
      },
    },
    async (request) => ({
      data: await service.documentLink(request.ctx, tokenKey, request.params.id),
    }),
  );

  // Public to the access hook because `<img src>` cannot send a Bearer header: the handler
  // requires a Bearer token with the owner's permission, or a valid signature from `:link`.
  app.get(
    fullRoutePattern(documentEndpoints.file),
    {
      config: { access: publicAccess },
      schema: { tags, params: idParams, querystring: documentEndpoints.file.query },
    },
    async (request, reply) => {
      const invalid = () =>
        new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
      const { id } = request.params;
      const now = request.ctx.now();
      let who: Parameters<typeof service.openDocument>[3];
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (bearer) {
        const claims = await verifyAccessToken(bearer);
        if (!claims) {
          throw invalid();
        }
        if (claims.pwd) {
          throw passwordChangeRequired();
        }
        who = { permissions: claims.permissions, isSuperuser: claims.superuser };
      } else if (request.query.sig !== undefined && request.query.exp !== undefined) {
        if (!service.verifyLink(tokenKey, id, request.query.sig, request.query.exp, now)) {
          throw invalid();
        }
        who = 'signed';
      } else {
        throw invalid();
      }
      const download = await service.openDocument(request.ctx, storage, id, who);
      return reply
        .header('content-type', download.contentType)
        .header('content-length', download.size)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(download.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        .send(download.stream);
    },
  );
};

import fastifyMultipart from '@fastify/multipart';
import { envelope } from '@pawndesk/domain/api';
import type { AccessClaims } from '@pawndesk/domain/auth';
import { fullRoutePattern } from '@pawndesk/domain/endpoint';
import { idParams } from '@pawndesk/domain/primitives';
import { profilePictureEndpoints, staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import {
  maxProfilePictureBytes,
  profilePictureField,
  profilePictureTooLargeMessage,
} from '@pawndesk/domain/staff-profile';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { TokenKey } from '../../lib/tokens.ts';
import {
  passwordChangeRequired,
  publicAccess,
  requireActor,
  signedIn,
} from '../../plugins/access.ts';
import { getMe } from '../auth/auth.service.ts';
import { verifyPictureLink } from './picture-links.ts';
import * as service from './profile-pictures.service.ts';
import { staffDto } from './users.service.ts';

const staffAdmin = { permissions: ['staff_admin'] } as const;
const tags = ['staff'];

export type ProfilePicturesRoutesOptions = {
  storage: FileStorage;
  tokenKey: TokenKey;
  /** Checks a Bearer token, refusing one whose sign-in has ended. */
  verifyAccessToken: (token: string) => Promise<AccessClaims | undefined>;
};

function isFileTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

/** The one file of the multipart body (field `file`), held in memory: at most 2 MB. */
async function readPicture(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) {
    throw new AppError('invalidRequest', 'Vui lòng chọn ảnh');
  }
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxProfilePictureBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === profilePictureField) {
          picture = bytes;
        }
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError('payloadTooLarge', profilePictureTooLargeMessage);
    }
    throw error;
  }
  return picture;
}

/** Profile pictures (issue 19, decisions/0029): the staff screen's, the user's own, the file. */
export const profilePicturesRoutes: FastifyPluginAsyncZod<ProfilePicturesRoutesOptions> = async (
  app,
  options,
) => {
  const { storage, tokenKey, verifyAccessToken } = options;
  // Scoped to this plugin, like the documents' uploads.
  await app.register(fastifyMultipart, { limits: { fileSize: maxProfilePictureBytes, files: 1 } });

  app.put(
    fullRoutePattern(staffEndpoints.setPicture),
    {
      config: { access: staffAdmin },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(staffEndpoints.setPicture.response) },
      },
    },
    async (request) => {
      const ctx = { ...request.ctx, tokenKey };
      const target = { userId: request.params.id, by: 'admin' } as const;
      await service.setPicture(ctx, storage, target, await readPicture(request));
      return { data: await staffDto(ctx, ctx.db, request.params.id) };
    },
  );

  app.delete(
    fullRoutePattern(staffEndpoints.removePicture),
    {
      config: { access: staffAdmin },
      schema: {
        tags,
        params: idParams,
        response: { 200: envelope(staffEndpoints.removePicture.response) },
      },
    },
    async (request) => {
      const ctx = { ...request.ctx, tokenKey };
      await service.removePicture(ctx, storage, { userId: request.params.id, by: 'admin' });
      return { data: await staffDto(ctx, ctx.db, request.params.id) };
    },
  );

  app.put(
    fullRoutePattern(profilePictureEndpoints.setMine),
    {
      config: { access: signedIn },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(profilePictureEndpoints.setMine.response) },
      },
    },
    async (request) => {
      const actor = requireActor(request.ctx.actor);
      const target = { userId: actor.userId, by: 'self' } as const;
      await service.setPicture(request.ctx, storage, target, await readPicture(request));
      return { data: await getMe(request.ctx, actor.userId, actor.branchId, tokenKey) };
    },
  );

  app.delete(
    fullRoutePattern(profilePictureEndpoints.removeMine),
    {
      config: { access: signedIn },
      schema: { tags, response: { 200: envelope(profilePictureEndpoints.removeMine.response) } },
    },
    async (request) => {
      const actor = requireActor(request.ctx.actor);
      await service.removePicture(request.ctx, storage, { userId: actor.userId, by: 'self' });
      return { data: await getMe(request.ctx, actor.userId, actor.branchId, tokenKey) };
    },
  );

  // Public to the access hook because `<img src>` cannot send a Bearer header: the handler
  // requires a Bearer token, or a valid unexpired signature of this user and picture version.
  app.get(
    fullRoutePattern(profilePictureEndpoints.file),
    {
      config: { access: publicAccess },
      schema: { tags, params: idParams, querystring: profilePictureEndpoints.file.query },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { v, exp, sig } = request.query;
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      let version: number | undefined;
      if (bearer) {
        const claims = await verifyAccessToken(bearer);
        if (!claims) {
          throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
        }
        if (claims.pwd) {
          throw passwordChangeRequired();
        }
        version = v;
      } else if (v !== undefined && exp !== undefined && sig !== undefined) {
        const link = { userId: id, version: v, exp, sig };
        if (!verifyPictureLink(tokenKey, link, request.ctx.now())) {
          throw new AppError('forbidden', 'Liên kết ảnh không hợp lệ hoặc đã hết hạn');
        }
        version = v;
      } else {
        throw new AppError('invalidToken', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
      }
      const picture = await service.openPicture(request.ctx, storage, id, version);
      return reply
        .header('content-type', picture.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(picture.stream);
    },
  );
};

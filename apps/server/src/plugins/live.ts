import type { AccessClaims } from '@pawndesk/domain/auth';
import { errorCodes } from '@pawndesk/domain/errors';
import {
  type LiveChannel,
  type LiveClientMessage,
  type LiveServerMessage,
  liveChannelPermissions,
  liveChannels,
  liveCloseUnauthorized,
} from '@pawndesk/domain/live';
import { hasPermissions } from '@pawndesk/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { type LiveEnvelope, liveNotifyChannel } from '../lib/live.ts';
import type { SessionRevocations } from '../modules/auth/session-revocations.ts';
import {
  forgetTabs,
  refreshVisibleTabs,
  reportTabVisibility,
  visibleTabRefreshMs,
} from '../modules/push/visible-tabs.ts';
import { passwordChangeRequiredMessage, publicAccess } from './access.ts';
import type { Clock } from './context.ts';

const authTimeoutMs = 10_000;

type Connection = {
  /** Names the connection's row among the visible tabs (modules/push/visible-tabs.ts). */
  id: string;
  isVisible: boolean;
  /** Its visibility writes, in order, so a close's delete never lands before an earlier insert. */
  visibilityWrites: Promise<void>;
  socket: WebSocket;
  channels: Set<LiveChannel>;
  claims: AccessClaims | undefined;
};

function send(socket: WebSocket, message: LiveServerMessage): void {
  socket.send(JSON.stringify(message));
}

function parseMessage(raw: string): LiveClientMessage | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('type' in value)) {
      return undefined;
    }
    return value as LiveClientMessage;
  } catch {
    return undefined;
  }
}

/**
 * /live: a websocket authenticated by the access token, with named channels. Events come from
 * PostgreSQL NOTIFY, so every server process on the database delivers every event. A socket
 * whose sign-in ends (logout, password change, disabled user) is closed at once.
 */
export async function registerLive(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; sessions: SessionRevocations },
): Promise<void> {
  const connections = new Set<Connection>();
  const db = deps.database.db;
  const logVisibilityFailure = (error: unknown) =>
    app.log.warn({ err: error }, 'could not record a tab visibility');
  /** Records a connection's tab visibility; what the push for an inbound call reads. */
  function setVisibility(connection: Connection, isVisible: boolean): void {
    const userId = Number(connection.claims?.sub);
    if (!Number.isInteger(userId)) {
      return;
    }
    connection.isVisible = isVisible;
    const at = deps.clock();
    writeVisibility(connection, () =>
      reportTabVisibility(db, { connectionId: connection.id, userId, isVisible }, at),
    );
  }
  function writeVisibility(connection: Connection, write: () => Promise<void>): void {
    connection.visibilityWrites = connection.visibilityWrites
      .then(write)
      .catch(logVisibilityFailure);
  }
  const refreshTimer = setInterval(() => {
    const visible = [...connections].filter((connection) => connection.isVisible);
    refreshVisibleTabs(
      db,
      visible.map((connection) => connection.id),
      deps.clock(),
    ).catch(logVisibilityFailure);
  }, visibleTabRefreshMs);
  refreshTimer.unref();
  const unlisten = await deps.database.listen(liveNotifyChannel, (payload) => {
    let event: LiveEnvelope;
    try {
      event = JSON.parse(payload) as LiveEnvelope;
    } catch {
      app.log.warn({ payload }, 'ignored malformed live event');
      return;
    }
    for (const connection of connections) {
      if (connection.channels.has(event.channel)) {
        send(connection.socket, { type: 'event', channel: event.channel, data: event.data });
      }
    }
  });
  const stopClosingEnded = deps.sessions.onEnded((sessionIds) => {
    for (const connection of connections) {
      if (connection.claims && sessionIds.includes(connection.claims.sid)) {
        // The client refreshes on this code; the refresh is refused, so it signs out.
        connection.socket.close(liveCloseUnauthorized, 'session ended');
      }
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(refreshTimer);
    stopClosingEnded();
    await forgetTabs(
      db,
      [...connections].map((connection) => connection.id),
    ).catch(logVisibilityFailure);
    await unlisten();
    for (const connection of connections) {
      connection.socket.close(1001, 'server shutting down');
    }
  });

  app.route({
    method: 'GET',
    url: '/live',
    config: { access: publicAccess },
    // A plain request (no websocket upgrade) gets the API's usual error body.
    handler: async () => {
      throw new AppError('notFound', 'Kênh trực tiếp chỉ nhận kết nối websocket');
    },
    wsHandler: (socket) => {
      const connection: Connection = {
        id: crypto.randomUUID(),
        isVisible: false,
        visibilityWrites: Promise.resolve(),
        socket,
        channels: new Set(),
        claims: undefined,
      };
      let expiryTimer: NodeJS.Timeout | undefined;
      const authTimer = setTimeout(
        () => socket.close(liveCloseUnauthorized, 'auth required'),
        authTimeoutMs,
      );

      async function authenticate(token: string): Promise<void> {
        const claims = await deps.sessions.verify(token);
        if (!claims) {
          socket.close(liveCloseUnauthorized, 'invalid token');
          return;
        }
        clearTimeout(authTimer);
        clearTimeout(expiryTimer);
        connection.claims = claims;
        const expiresAt = claims.exp;
        if (expiresAt) {
          // The client refreshes its token on this close code and reconnects.
          const remaining = expiresAt * 1000 - deps.clock().getTime();
          expiryTimer = setTimeout(
            () => socket.close(liveCloseUnauthorized, 'token expired'),
            remaining,
          );
        }
        connections.add(connection);
        send(socket, { type: 'ready' });
      }

      socket.on('message', (raw: Buffer) => {
        const message = parseMessage(raw.toString());
        if (!message) {
          send(socket, { type: 'error', code: 1000, message: 'Tin nhắn không hợp lệ' });
          return;
        }
        if (message.type === 'auth') {
          void authenticate(String(message.token));
          return;
        }
        const claims = connection.claims;
        if (!claims) {
          socket.close(liveCloseUnauthorized, 'auth required');
          return;
        }
        if (message.type === 'visibility') {
          setVisibility(connection, message.visible === true);
          return;
        }
        if (!liveChannels.includes(message.channel)) {
          send(socket, { type: 'error', code: 1004, message: 'Kênh không tồn tại' });
          return;
        }
        // A one-time password's token hears nothing until the password is changed.
        if (claims.pwd) {
          send(socket, {
            type: 'error',
            code: errorCodes.passwordChangeRequired,
            message: passwordChangeRequiredMessage,
          });
          return;
        }
        const principal = { permissions: claims.permissions, isSuperuser: claims.superuser };
        if (message.type === 'subscribe') {
          if (!hasPermissions(principal, liveChannelPermissions[message.channel])) {
            send(socket, {
              type: 'error',
              code: 1003,
              message: 'Bạn không có quyền theo dõi kênh này',
            });
            return;
          }
          connection.channels.add(message.channel);
          send(socket, { type: 'subscribed', channel: message.channel });
          return;
        }
        connection.channels.delete(message.channel);
      });

      socket.on('close', () => {
        clearTimeout(authTimer);
        clearTimeout(expiryTimer);
        connections.delete(connection);
        if (connection.isVisible) {
          connection.isVisible = false;
          writeVisibility(connection, () => forgetTabs(db, [connection.id]));
        }
      });
    },
  });
}

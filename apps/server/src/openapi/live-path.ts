import { liveChannelPermissions, liveChannels, liveCloseUnauthorized } from '@pawndesk/domain/live';

const channelRows = liveChannels.map((channel) => {
  const permissions = liveChannelPermissions[channel];
  return `| \`${channel}\` | ${permissions.length ? permissions.join(', ') : 'any signed-in user'} |`;
});

/**
 * `/live` is a websocket, which OpenAPI cannot model: the path documents the upgrade and the
 * messages in words, from the same channel list and permissions the server checks.
 */
export const livePathItem = {
  get: {
    operationId: 'openLiveSocket',
    summary: 'Live updates (websocket)',
    tags: ['live'],
    description: [
      'A websocket (`GET /live` with `Connection: Upgrade`, `Upgrade: websocket`). Browsers cannot',
      'send an Authorization header on an upgrade, so the token travels in the first message:',
      '',
      '1. Within 10 seconds the client sends `{"type":"auth","token":"<access token>"}`; the',
      '   server answers `{"type":"ready"}`, or closes with code',
      `   ${liveCloseUnauthorized} when the token is missing, invalid or expired (also when it`,
      '   expires later: refresh it and reconnect).',
      '2. `{"type":"subscribe","channel":"<name>"}` → `{"type":"subscribed","channel":"<name>"}`,',
      '   or `{"type":"error","code":1003|1004,"message":…}` (no permission, no such channel);',
      '   `{"type":"unsubscribe","channel":"<name>"}` stops the events.',
      '3. The server then sends `{"type":"event","channel":"<name>","data":…}` after each change',
      '   committed by any server process on the database.',
      '',
      'A message that is not JSON with a `type` answers `{"type":"error","code":1000,…}`.',
      '',
      '| channel | permissions needed |',
      '| --- | --- |',
      ...channelRows,
    ].join('\n'),
    security: [],
    responses: {
      101: { description: 'Switching Protocols: the websocket is open' },
      // A plain request (no upgrade) gets the shared error body (code 1004).
      404: { $ref: '#/components/responses/NotFound' },
    },
  },
};

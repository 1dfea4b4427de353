import type { FastifyReply } from 'fastify';

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: a list of tags or `*`, compared
 * weakly, so `W/"x"` matches `"x"`).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Answers 304 Not Modified without a body: Fastify leaves out the body and its length only when
 * send() gets no payload (the route's serializer would write `null`, which a client on a kept-alive
 * connection reads as the start of the next answer).
 */
export function notModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}

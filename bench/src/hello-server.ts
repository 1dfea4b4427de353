// The Fastify ceiling: a bare fastify() with one GET route, no logger, as in stack-lab §3.
// Run as a child process by the bench: node --import tsx bench/src/hello-server.ts
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`hello ready: ${address}\n`);

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

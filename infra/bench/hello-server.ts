import Fastify from 'fastify';

// The yardstick: the least a Fastify route can cost on this machine.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

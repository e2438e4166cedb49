// The API's fastest fair baseline (issue 52.4): a static responder of the same kind as the API
// (Fastify, the same Node) sending one file's bytes from memory to every GET. The search over
// HTTP is reported as a ratio of its throughput. Usage: tsx bench/fastify-static.ts <file> (PORT, HOST).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.argv[2]!);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });

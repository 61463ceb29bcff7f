import Fastify from 'fastify';
import http from 'node:http';
const body = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text>Valid</text></svg>');
const mode = process.argv[2];
if (mode === 'bare') {
  http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body); }).listen(4801, '127.0.0.1');
} else {
  const app = Fastify({ logger: mode === 'log' ? { level: 'info' } : false });
  if (mode === 'hooks' || mode === 'log') {
    for (let i = 0; i < 6; i++) app.addHook('onRequest', async () => {});
    app.addHook('preValidation', async () => {});
    for (let i = 0; i < 3; i++) app.addHook('onSend', async (_q, _r, p) => p);
    app.addHook('onResponse', async (request) => { request.log.info({}, 'request completed'); });
  }
  app.get('/b', async (req, reply) => { reply.type('image/svg+xml'); return body; });
  await app.listen({ port: 4801, host: '127.0.0.1' });
}

/**
 * The yardstick of bench/api-throughput.ts: a bare node:http server in a process of its own (as the
 * site's server is), replaying the bytes and headers captured from the site for each path. Plain
 * JavaScript, no loader: nothing runs in this process but node:http and the replay.
 *
 * Forked with an IPC channel: it receives { responses: [[path, { status, headers, body (base64) }]] },
 * listens on a free port of 127.0.0.1 and answers { port }.
 */
import http from 'node:http';

process.once('message', (message) => {
  const responses = new Map(message.responses.map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, 'base64') }]));
  const server = http.createServer((req, res) => {
    const r = responses.get(req.url ?? '');
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(r.status, r.headers).end(r.body);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  // The parent going away (or disconnecting) ends this process.
  process.once('disconnect', () => process.exit(0));
});

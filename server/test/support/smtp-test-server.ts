import { SMTPServer } from 'smtp-server';

export interface Received {
  messageId: string;
  to: string[];
  raw: string;
}

/**
 * A local mail server for the outbox's tests: while `refusing`, every message is answered 451 (a
 * temporary failure, as a server in trouble says) once its data is read; otherwise it is accepted.
 * It records each Message-ID it refused and every message it accepted.
 */
export async function startSmtpTestServer() {
  const state = { refusing: false };
  const refused: string[] = [];
  const accepted: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        if (state.refusing) {
          refused.push(messageId);
          const err = Object.assign(new Error('Mail system busy, try again later'), { responseCode: 451 });
          done(err);
          return;
        }
        accepted.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    refused,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

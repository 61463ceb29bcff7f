import fp from 'fastify-plugin';
import type { AnswerReplay } from '../lib/answer-replay';

/**
 * The `answer-replay` plugin (decision 042): routes marked `config: { replay: true }` have their
 * answers kept for the server to replay. After `security`: compression's hooks must run before the
 * one that keeps the bytes.
 */
export const answerReplayPlugin = fp<{ replay: AnswerReplay }>(
  async (app, opts) => {
    opts.replay.register(app);
  },
  { name: 'answer-replay', fastify: '5.x', dependencies: ['security'] },
);

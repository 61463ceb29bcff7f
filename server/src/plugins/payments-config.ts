import fp from 'fastify-plugin';
import { describePayments, resolveCloverSettings, type CloverSettings } from '../modules/payments/clover-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: real Clover, its sandbox hosts, or the built-in sandbox (decision records on payments). */
    clover: CloverSettings;
  }
}

/** The `payments-config` plugin (docs/decisions/029-plugin-graph-and-boundaries.md). */
export const paymentsConfigPlugin = fp(
  async (app) => {
    const clover = resolveCloverSettings(app.config);
    app.decorate('clover', clover);
    // Every start says whether card payments are real (a warning when they are not).
    const line = describePayments(clover);
    app.log[line.level]({ paymentsMode: clover.mode, paymentMode: clover.paymentMode }, line.message);
  },
  { name: 'payments-config', fastify: '5.x', dependencies: ['config'] },
);

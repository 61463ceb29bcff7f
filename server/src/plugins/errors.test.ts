import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './errors';

describe('the error formatter', () => {
  it('never passes on a library\'s own wording: the field is named in plain words instead', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // A message copied from zod's defaults, as a careless rule might carry.
    const body = z.object({
      phoneNumber: z.string().max(3, 'Too big: expected string to have <=3 characters'),
      city: z.string().min(1, 'City is required'),
      // A developer's wording: the value as the code spells it.
      serviceType: z.enum(['quick_opinion', 'full_loa'], { error: 'Must be quick_opinion or full_loa' }),
    });
    app.post('/check', { schema: { body } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/check', payload: { phoneNumber: '12345', city: '', serviceType: 'slab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Phone number is not valid. 2 other fields also need correcting.',
      errors: { phoneNumber: 'Phone number is not valid', city: 'City is required', serviceType: 'Service type is not valid' },
    });
    await app.close();
  });
});

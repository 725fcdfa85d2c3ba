import type { FastifyInstance } from 'fastify';

/**
 * Staff answers are for one signed-in person: no shared cache (the gateway, a proxy) and no
 * browser cache may keep them, errors and 404s included, and any cache that ignores no-store still
 * has to tell sessions apart (Vary: Cookie).
 */
export function registerPrivateAnswers(fastify: FastifyInstance, prefix: string): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url === prefix || request.url.startsWith(`${prefix}/`) || request.url.startsWith(`${prefix}?`)) {
      const vary = reply.getHeader('vary');
      const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      if (!names.some((n) => n.toLowerCase() === 'cookie')) names.push('Cookie');
      void reply.header('cache-control', 'no-store').header('vary', names.join(', '));
    }
    done(null, payload);
  });
}

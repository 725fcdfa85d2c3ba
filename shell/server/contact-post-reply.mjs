// How both servers of the render service (the `npm start` gateway and render-server.mjs) answer a post of the
// contact form: refused from another site, redirected (303) once the API stored the message, else the page again
// with the form's state (contact-post.mjs). Nothing of it is cached anywhere: it is one visitor's.
import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { freshContactFormState } from '@azmar/contract/content/contact-form-state';
import { pageLanguage } from '@azmar/contract/routes/page-language';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { answerContactPost, forwardedForChain, isSameOriginPost } from './contact-post.mjs';
import { sendRenderedPage } from './page-reply.mjs';

/** The body size a contact post may have; a valid message, encoded, needs at most about half of it. */
const CONTACT_POST_BODY_LIMIT = 128 * 1024;

/**
 * @param {import('fastify').FastifyRequest} request its body parsed by @fastify/formbody
 * @param {import('fastify').FastifyReply} reply
 * @param {{
 *   pageRequest: { path: string, search: string, cookie?: string, origin: string },
 *   service: { render: (request: object, acceptEncoding?: string) => Promise<{ status: number, html: string } | null> },
 *   apiOrigin: string,
 * }} context the page the form is on, the render service, and where the API is
 */
async function replyToContactPost(request, reply, { pageRequest, service, apiOrigin }) {
  reply.header('Cache-Control', 'no-store');
  if (!isSameOriginPost(request.headers, pageRequest.origin)) {
    return reply.code(403).header('Content-Type', 'text/plain; charset=utf-8').send('Forbidden: this form can only be sent from this site.');
  }
  const language = pageLanguage(pageRequest.search, pageRequest.cookie);
  const answer = await answerContactPost({
    body: /** @type {Record<string, unknown> | undefined} */ (request.body),
    language,
    apiOrigin,
    forwardedFor: forwardedForChain(request.headers['x-forwarded-for'], request.raw.socket.remoteAddress),
  });
  if (answer.kind === 'sent') return reply.code(303).header('Location', answer.location).send();
  return replyWithForm(reply, {
    pageRequest,
    service,
    status: answer.status,
    form: answer.form,
    retryAfter: answer.retryAfter,
    acceptEncoding: request.headers['accept-encoding'],
  });
}

/**
 * The page again with the form's state, in the page's language.
 * @param {import('fastify').FastifyReply} reply
 * @param {{ pageRequest: object, service: { render: (request: object, acceptEncoding?: string) => Promise<{ status: number, html: string } | null> }, status: number, form: object, retryAfter?: string, acceptEncoding?: string }} answer
 */
async function replyWithForm(reply, { pageRequest, service, status, form, retryAfter, acceptEncoding }) {
  const page = await service.render({ ...pageRequest, form }, acceptEncoding);
  if (!page) {
    return reply.code(503).header('Content-Type', 'text/plain; charset=utf-8').send('The message was not sent: the page could not be made. Please try again.');
  }
  if (retryAfter) reply.header('Retry-After', retryAfter);
  return sendRenderedPage(reply, { ...page, status }, acceptEncoding, { cacheControl: 'no-store' });
}

/**
 * A post the server could not read (too large, or not a form's encoding): the page with the form empty and the
 * failure said, rather than a bare error.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 * @param {{ pageRequest: object, service: { render: (request: object) => Promise<{ status: number, html: string } | null> } }} context
 */
async function replyToUnreadablePost(request, reply, status, { pageRequest, service }) {
  reply.header('Cache-Control', 'no-store');
  const form = { ...freshContactFormState(randomUUID()), outcome: 'failed' };
  return replyWithForm(reply, { pageRequest, service, status, form, acceptEncoding: request.headers['accept-encoding'] });
}

/**
 * Registers the contact form's post on a Fastify server: urlencoded bodies up to the limit, the reply above, and
 * the same page (not a bare error) for a body that is too large or not a form's.
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   urls: string[],
 *   pageRequestOf: (request: import('fastify').FastifyRequest) => { path: string, search: string, cookie?: string, origin: string },
 *   service: () => Promise<Parameters<typeof replyToContactPost>[2]['service'] | null>,
 *   apiOrigin: () => string | null,
 * }} options `urls`: the routes the posts arrive on; `pageRequestOf`: the page a post is for
 */
export async function registerContactPost(app, { urls, pageRequestOf, service, apiOrigin }) {
  await app.register(fastifyFormbody, { bodyLimit: CONTACT_POST_BODY_LIMIT });
  for (const url of urls)
    app.post(url, {
      bodyLimit: CONTACT_POST_BODY_LIMIT,
      errorHandler: async (error, request, reply) => {
        const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
        const renderer = await service();
        if (status >= 500 || !renderer) throw error;
        return replyToUnreadablePost(request, reply, status, { pageRequest: pageRequestOf(request), service: renderer });
      },
      handler: async (request, reply) => {
        const pageRequest = pageRequestOf(request);
        const route = routeForPath(pageRequest.path);
        const renderer = await service();
        const api = apiOrigin();
        if (!route?.postsForm) {
          return reply.code(405).header('Allow', 'GET, HEAD').header('Content-Type', 'text/plain; charset=utf-8').send('Method Not Allowed');
        }
        // What a form sends; a JSON body (which Fastify would read too) is no form's.
        if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') && renderer) {
          return replyToUnreadablePost(request, reply, 415, { pageRequest, service: renderer });
        }
        if (!renderer || !api) {
          return reply
            .code(503)
            .header('Cache-Control', 'no-store')
            .header('Content-Type', 'text/plain; charset=utf-8')
            .send('The message was not sent: the site is starting or partly down. Please try again shortly.');
        }
        return replyToContactPost(request, reply, { pageRequest, service: renderer, apiOrigin: api });
      },
    });
}

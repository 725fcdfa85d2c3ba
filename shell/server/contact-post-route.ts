// A post to a page: the contact form's, on a page whose route has a form (before its code runs, or without it). Any
// other page refuses posts. Nothing of it is kept anywhere: it is one visitor's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContactFormState } from '@azmar/contract/content/contact-form-state';
import { routeForPath } from '@azmar/contract/routes/route-manifest';
import { answerContactPost, CONTACT_POST_BODY_LIMIT, isSameOriginPost, unreadablePostForm } from './contact-post.js';
import { sendError } from './errors.js';
import { languageOf, pageRequestOf, sendPage, type PageContext } from './pages.js';

const NO_STORE = { cacheControl: 'no-store', vary: 'Cookie, Accept-Language, Accept-Encoding' };

/** The page again, with the form as the post left it, in the page's language. */
async function pageWithForm(request: FastifyRequest, reply: FastifyReply, context: PageContext, status: number, form: ContactFormState, retryAfter?: string) {
  const pageRequest = pageRequestOf(request, context.config, form);
  const token = context.forms.tokens.take();
  const page = await context.pages?.render(pageRequest, languageOf(pageRequest).language, undefined, false);
  if (!page) return sendError(request, reply, 503, 'The message was not sent: the page could not be made. Please try again.');
  if (retryAfter) reply.header('Retry-After', retryAfter);
  return sendPage(reply, page, { acceptEncoding: request.headers['accept-encoding'], caching: NO_STORE, forms: context.forms, token, status });
}

export async function registerContactPost(app: FastifyInstance, context: PageContext & { apiOrigin: () => string | null }) {
  app.post('/*', {
    bodyLimit: CONTACT_POST_BODY_LIMIT,
    // Refused before its body is read: a post to a page with no form.
    onRequest: async (request, reply) => {
      if (!routeForPath(context.routes(), pageRequestOf(request, context.config).path)?.form)
        return sendError(request, reply.header('Allow', 'GET, HEAD'), 405);
    },
    // A body too large, or one that is not a form's: the page with the form empty and the failure said.
    errorHandler: async (error: { statusCode?: number }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500 || !context.pages) throw error;
      return pageWithForm(request, reply, context, status, unreadablePostForm());
    },
    handler: async (request, reply) => {
      const pageRequest = pageRequestOf(request, context.config);
      reply.header('Cache-Control', 'no-store');
      if (!isSameOriginPost(request.headers, pageRequest.origin))
        return sendError(request, reply, 403, 'Forbidden: this form can only be sent from this site.');
      const apiOrigin = context.apiOrigin();
      if (!context.pages || !apiOrigin)
        return sendError(request, reply, 503, 'The message was not sent: the site is starting or partly down. Please try again shortly.');
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return pageWithForm(request, reply, context, 415, unreadablePostForm());
      }
      const { language } = languageOf(pageRequest);
      const answer = await answerContactPost({ body: request.body as Record<string, unknown> | undefined, language, apiOrigin, clientAddress: request.ip });
      if (answer.kind === 'sent') return reply.code(303).header('Location', answer.location).send();
      return pageWithForm(request, reply, context, answer.status, answer.form, answer.retryAfter);
    },
  });
}

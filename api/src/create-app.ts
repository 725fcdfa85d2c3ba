import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { apiError } from './common/api-error.js';
import fastifyMultipart from '@fastify/multipart';
import { MEDIA_VIDEO_MAX_BYTES } from '@azmar/contract/staff/media';
import { createJsonBodyParser } from './common/json-body-parser.js';
import { JsonLogger } from './common/json-logger.js';
import { loggedUrl, OneLineRequestLog } from './common/request-log.js';
import { rememberingZlib } from './common/remembering-zlib.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { registerConnectionCloseOnShutdown, ShutdownState } from './common/shutdown-state.js';
import { createValidationPipe } from './common/validation-pipe.js';
import type { AppConfig } from './config/app-config.js';
import { setUpOpenApi } from './openapi.js';
import { registerPrivateAnswers } from './staff/private-answers.js';

const GLOBAL_PREFIX = 'api';

export interface CreateAppOptions {
  /** Off in tests, which start many apps in one process. */
  shutdownHooks?: boolean;
  /** Where request logs go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
}

/** Builds the whole app (not yet listening): used by `main.ts` and the tests alike. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Keep-alive sockets would hold `close()` open; in-flight requests still finish.
    forceCloseConnections: 'idle',
    // Shorter than a shutdown's drain (SHUTDOWN_DRAIN_SECONDS): a pooled socket left idle through the drain is given up
    // by its client (which leaves a second's margin on this advertised figure) before the server closes it, never
    // while a request is on its way. Fastify's default is 72 s.
    keepAliveTimeout: 5000,
    return503OnClosing: true,
    // Errors Fastify raises before routing (e.g. a malformed URL) bypass the error handler Nest installs.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send(apiError(status, error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid' : error.message));
    },
    logController: new OneLineRequestLog(),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // JSON lines with method, path, status and timing only: never bodies, emails, auth headers or staff searches.
            serializers: {
              req: (req: FastifyRequest) => ({ method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: config.logLevel === 'silent' ? false : new JsonLogger(config.logLevel),
    abortOnError: false,
  });
  app.setGlobalPrefix(GLOBAL_PREFIX);
  // Registered before init, so Nest keeps it instead of installing its default JSON parser.
  app.useBodyParser(
    'application/json',
    { bodyLimit: config.bodyLimitBytes },
    createJsonBodyParser(app.getHttpAdapter().getInstance(), { maxDepth: config.bodyMaxDepth, maxKeys: config.bodyMaxKeys }),
  );
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  // SIGTERM: stop accepting, let in-flight requests finish, then close the pool (module destroy hooks).
  if (options.shutdownHooks ?? true) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);

  registerSecurityHeaders(app.getHttpAdapter().getInstance());
  // Every answer gets a weak ETag (a hash of the JSON: one tag for a version whatever its encoding), and a GET naming
  // it in If-None-Match a 304; then compressed as Accept-Encoding asks, each list once per version (remembering-zlib.ts).
  // syncThreshold: the plugin's default on two cores (8 KiB) streams a 26 KB list through the thread pool, which cost
  // 749 µs of CPU per brotli answer of GET /api/products against 475 µs in one call (test/bench/run-bench.mjs's machine),
  // and a streamed answer that ends after close() began holds close() for the keep-alive timeout (fastify/fastify#7044).
  // Uploads of the staff studio (one file, its two alt texts): the file's own limits are checked by its kind after.
  // preservePath: the name as sent, so a name holding a path is refused rather than silently cut to its last part.
  await app.register(fastifyMultipart, { preservePath: true, limits: { fileSize: MEDIA_VIDEO_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 } });
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, { syncThreshold: 64 * 1024, zlib: rememberingZlib() });
  registerPrivateAnswers(app.getHttpAdapter().getInstance(), `/${GLOBAL_PREFIX}/staff`);
  registerConnectionCloseOnShutdown(app.getHttpAdapter().getInstance(), app.get(ShutdownState));
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // The plugin throws what this returns; the exception filter sends it in the one error shape.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), {
        ...apiError(429, `Too many messages from this address; try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
      }),
  });
  if (config.corsOrigins.length > 0) {
    app.enableCors({ origin: config.corsOrigins, credentials: true, methods: ['GET', 'HEAD', 'POST'], maxAge: 600 });
  }
  if (config.docsEnabled) setUpOpenApi(app);
  await app.init();
  return app;
}

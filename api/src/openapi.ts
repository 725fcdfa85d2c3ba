import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorDto } from './common/api-error.dto.js';

/** Swagger UI at /api/docs and the document at /api/docs-json, generated from controllers and DTOs. */
export function setUpOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Azmar Group API')
      .setDescription(
        'Bilingual (English / Kurdish Sorani) content lists and the contact form of the Azmar Group website. ' +
          'Every error is JSON of the shape ApiErrorDto: {statusCode, error, message, fields?}; `fields` appears on ' +
          'validation errors (400) and maps each invalid field to one message. The staff inbox (/api/staff) signs in with ' +
          "a session cookie; every POST, PATCH and DELETE there needs the session's CSRF token in X-CSRF-Token.",
      )
      .setVersion('1.0.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for GET /api/contact only' })
      .addCookieAuth('azmar_staff', {
        type: 'apiKey',
        in: 'cookie',
        description: 'The staff session, set by POST /api/staff/session; changes also need X-CSRF-Token',
      })
      .build(),
    { extraModels: [ApiErrorDto] },
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}

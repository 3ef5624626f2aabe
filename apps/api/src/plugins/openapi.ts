import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TOKEN_SCHEME } from '../lib/route-schema.ts';
import { version } from '../version.ts';

/**
 * OpenAPI generated from the contract's Zod schemas (`app.swagger()`), served and browsable at /api/docs
 * when `served` (off in production unless API_DOCS=true: it maps every call for whoever asks).
 */
export async function registerOpenApi(app: FastifyInstance, served: boolean) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bhoj API', version, description: 'Food-ordering marketplace API. See docs/API.md.' },
      components: {
        securitySchemes: { [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

import { UploadAnswer, UploadBody } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { multipartBody } from './multipart.ts';
import { uploadsService } from './service.ts';

export async function uploadsRoutes(app: App, deps: Deps) {
  const uploads = uploadsService(deps);

  app.post(
    '/uploads/',
    {
      config: { access: 'user' },
      preValidation: multipartBody,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field `file`); answers its absolute URL under PUBLIC_URL/media/',
        consumes: ['multipart/form-data'],
        body: UploadBody,
        response: { 201: UploadAnswer },
      },
    },
    async (request, reply) => {
      const url = await uploads.upload(requireUser(request).id, request.body.file);
      return reply.code(201).send({ url });
    },
  );
}

import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, MAX_UPLOAD_BYTES } from '@bhoj/contract';
import { businessError, fieldError, type HttpError } from '../../lib/errors.ts';

/** Limits of every multipart form: one image of at most 5 MB and a few short text fields. */
export const multipartOptions: FastifyMultipartOptions = {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
};

function formError(err: unknown, field: string): HttpError {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fieldError(field, ACCOUNT_MESSAGES.imageTooLarge);
    case 'FST_FILES_LIMIT':
      return businessError(400, 'Send one image at a time.');
    default:
      return businessError(400, 'The form could not be read. Please send it again.');
  }
}

/**
 * preValidation hook: turns a multipart form into a plain body (text fields as strings, files as File
 * objects) so that the route's contract schema validates it exactly like a JSON body.
 */
export async function multipartBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  let field = 'file';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'field') {
        body[field] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends the part, with no file name and no bytes.
      if (bytes.length > 0 || part.filename) {
        body[field] = new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype });
      }
    }
  } catch (err) {
    throw formError(err, field);
  }
  request.body = body;
}

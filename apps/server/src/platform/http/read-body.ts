import type { IncomingMessage } from 'node:http';
import { AppError, type Endpoint, Status, type UploadedFile } from '@vestibule/contract';
import { byteSizeText } from '@vestibule/contract/limits';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

/*
 * The body a call's schema checks. app.ts lets only JSON and multipart in;
 * here multipart reaches only the calls that declare a file, since a browser
 * posts a form to another site without asking first.
 */

export async function readBody(request: FastifyRequest, endpoint: Endpoint, ctx: AppContext): Promise<unknown> {
  const multipart = request.isMultipart();
  if (endpoint.multipartFile) {
    if (!multipart) throw unreadable(`expected multipart/form-data, got ${request.headers['content-type'] || 'none'}`);
    if (endpoint.streamedFile) return readStreamedFile(request, endpoint.multipartFile);
    return readMultipart(request, endpoint.multipartFile, ctx.config.uploadLimitBytes);
  }
  if (multipart) throw unreadable('multipart/form-data is accepted only by calls that take a file (send application/json)');
  return request.body ?? {};
}

const unreadable = (why: string) => new AppError(Status.unreadableBody, `Unreadable request body: ${why.slice(0, 200)}`);

const malformed = (why: string) => unreadable(`malformed multipart/form-data (${why})`);

// A body over the general limit keeps its own answer (envelope.ts).
const bodyTooLarge = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** The form's fields and the file in `field`; a form without a boundary or cut short answers 400, never 500. */
async function readMultipart(request: FastifyRequest, field: string, fileSize: number): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(request.headers['content-type'] ?? '');
  if (!boundary) throw malformed('no boundary');
  // Attached before the parts are read, in the same turn, so it sees every chunk.
  const closed = watchClosingDelimiter(request.raw, boundary[1] ?? boundary[2]!);
  try {
    for await (const part of request.parts({ limits: { fileSize, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === field) file = { filename: part.filename, mimetype: part.mimetype, data };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    // Named like a schema failure of the `file` field, so the user learns the limit rather than "unreadable".
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(Status.invalidField, `file: must be at most ${byteSizeText(fileSize)}`, 'file');
    }
    if (error instanceof AppError || code === bodyTooLarge) throw error;
    throw malformed(error instanceof Error ? error.message : String(error));
  }
  if (!closed()) throw malformed('cut short before its closing boundary');
  return { ...fields, file };
}

/**
 * The fields before the file and the file itself, unread: the handler streams
 * it to the store and limits its size. Fields after the file are not read.
 */
async function readStreamedFile(request: FastifyRequest, field: string): Promise<Record<string, unknown>> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER, files: 1 } });
  } catch (error) {
    throw malformed(error instanceof Error ? error.message : String(error));
  }
  if (!part || part.fieldname !== field) return {};
  const fields = Object.fromEntries(
    Object.values(part.fields).flatMap((entry) =>
      entry && !Array.isArray(entry) && entry.type === 'field' ? [[entry.fieldname, entry.value]] : [],
    ),
  );
  return { ...fields, file: { filename: part.filename, mimetype: part.mimetype, stream: part.file } };
}

/**
 * Whether the body carried the form's closing delimiter. The parser ends
 * quietly when a form is cut inside a part's headers, which would otherwise
 * read as a form with fewer parts.
 */
function watchClosingDelimiter(raw: IncomingMessage, boundary: string): () => boolean {
  const closing = Buffer.from(`--${boundary}--`);
  let seen = false;
  let carry = Buffer.alloc(0);
  raw.on('data', (chunk: Buffer) => {
    if (seen) return;
    // The delimiter may straddle two chunks.
    const window = Buffer.concat([carry, chunk]);
    seen = window.includes(closing);
    carry = window.subarray(Math.max(0, window.length - closing.length + 1));
  });
  return () => seen;
}

// The upload service of docs/product.md section 7, served by our server:
// GET /upload/credentials (session, floor-plan editors) -> a corporation key and an expiry signed
// for that corporation;
// POST /upload/files (multipart, no session: the signature and key are the authority);
// GET /upload/files/:id (the owning corporation's users, or a share token of a location whose
// floor plan shows the file).
import { randomBytes } from 'node:crypto';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_SIGNATURE_TTL_S,
  uploadCredentialsQuerySchema,
  uploadCredentialsSchema,
  uploadResultSchema,
} from '@footfall/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { authenticate } from '../http/authenticate';
import { ApiError, forbidden, notFound, validationError } from '../http/errors';
import {
  loadUserScope,
  permissionsAt,
  permissionsInFolder,
  visibleLocations,
} from '../organisation/access';
import { refuseControlCharacters } from '../http/control-characters';
import { documentRoute } from '../http/route';
import { corporationIdsOf, isMemberOf } from '../people/user-store';
import { detectType, sanitizeSvg } from './file-types';
import { storageKeyOf } from './disk-store';
import { findFileRecord, insertFileRecord, isShownAt } from './file-record-store';
import { publicKeyFor, sameHex, signUpload, uploaderOfKey, uploadSecret } from './upload-secret';
import { uploadStoreFor } from './upload-store';

export const UPLOAD_PATH = '/upload/files';
/** Room for the multipart envelope and the other fields around the file. */
const BODY_CAP = UPLOAD_MAX_BYTES + 256 * 1024;

const fail = (message: string, field?: string) =>
  new ApiError('ValidationException', message, field ? { [field]: message } : undefined);

/** Whether the user may edit a floor plan anywhere in the corporation. */
async function mayEditFloorPlans(ctx: AppContext, userId: number, corporationId: number) {
  const scope = await loadUserScope(ctx, userId);
  if (permissionsInFolder(scope, corporationId, null).has('locations_floorplan_edit')) return true;
  return visibleLocations(scope).some(
    (location) =>
      location.corporationId === corporationId &&
      permissionsAt(scope, location).has('locations_floorplan_edit'),
  );
}

/** The fields of an upload (multipart/form-data), for the OpenAPI document. */
const uploadFormSchema = z.object({
  pub_key: z.string().describe('public_key of GET /upload/credentials'),
  signature: z.string().describe('signature of GET /upload/credentials'),
  expire: z.string().describe('expire of GET /upload/credentials (Unix seconds)'),
  store: z.enum(['0', '1']).describe('1: keep the file; 0: a preview that may be removed'),
  file: z.string().describe('The image: PNG, JPEG, GIF, WebP or SVG (not PDF)'),
  file_name: z.string().optional(),
});

/** The upload service's three routes, in the OpenAPI document and the permission matrix. */
function documentUploadRoutes(app: FastifyInstance) {
  const tag = 'uploads';
  const credentials = documentRoute(app, {
    method: 'GET',
    url: '/upload/credentials',
    summary:
      "Credentials for one upload to the caller's corporation (needs locations_floorplan_edit somewhere in it)",
    tag,
    auth: true,
    query: uploadCredentialsQuerySchema,
    response: uploadCredentialsSchema,
    status: 200,
  });
  const upload = documentRoute(app, {
    method: 'POST',
    url: UPLOAD_PATH,
    summary: 'Upload a floor-plan image with the credentials (no session: they are the authority)',
    tag,
    auth: false,
    body: uploadFormSchema,
    form: true,
    response: uploadResultSchema,
    status: 201,
  });
  const file = documentRoute(app, {
    method: 'GET',
    url: `${UPLOAD_PATH}/:id`,
    summary:
      "An uploaded file (the corporation's users, or a share token of a location whose floor plan shows it)",
    tag,
    auth: true,
    allowShareToken: true,
    params: z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) }),
    response: z.string().describe('The image'),
    status: 200,
    envelope: 'file',
  });
  return { credentials, upload, file };
}

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const routes = documentUploadRoutes(app);
  app.get('/upload/credentials', routes.credentials, async (request, reply) => {
    const auth = await authenticate(app.appContext, request);
    const parsed = uploadCredentialsQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const memberOf = await corporationIdsOf(app.db, auth.userId);
    const wanted = parsed.data.corporation_id;
    const corporationId =
      wanted === undefined ? memberOf[0] : memberOf.find((id) => id === Number(wanted));
    if (corporationId === undefined) throw notFound('The corporation');
    // Files are floor plans: only someone who may edit one gets to upload.
    if (!(await mayEditFloorPlans(app.appContext, auth.userId, corporationId)))
      throw forbidden('Uploading needs permission to edit floor plans');
    const secret = await uploadSecret(app.config.dataDir);
    const expire = Math.floor(app.appContext.now().getTime() / 1000) + UPLOAD_SIGNATURE_TTL_S;
    const data = uploadCredentialsSchema.parse({
      public_key: publicKeyFor(secret, { corporationId, userId: auth.userId }),
      signature: signUpload(secret, { corporationId, userId: auth.userId }, expire),
      expire,
      upload_url: UPLOAD_PATH,
    });
    return reply.header('cache-control', 'no-store').send({ data });
  });

  // Multipart bodies are collected here with a cap, then read with the Web FormData parser.
  app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > BODY_CAP) tooLarge = true;
        else chunks.push(chunk);
      });
      payload.on('error', (error) => done(error));
      payload.on('end', () => {
        if (tooLarge) done(fail(UPLOAD_MESSAGES.tooLarge, 'file'));
        else done(null, Buffer.concat(chunks));
      });
    });

    scope.post(UPLOAD_PATH, routes.upload, async (request, reply) => {
      const form = await readForm(request);
      const field = (name: string) => {
        const value = form.get(name);
        if (typeof value !== 'string' || value.trim() === '')
          throw fail(UPLOAD_MESSAGES.missingField(name), name);
        return value.trim();
      };
      const secret = await uploadSecret(app.config.dataDir);
      const uploader = uploaderOfKey(secret, field('pub_key'));
      if (uploader === null) throw new ApiError('PermissionException', UPLOAD_MESSAGES.badKey);
      const { corporationId } = uploader;
      const expireText = field('expire');
      if (
        !/^\d{1,12}$/.test(expireText) ||
        !sameHex(field('signature'), signUpload(secret, uploader, Number(expireText)))
      )
        throw new ApiError('PermissionException', UPLOAD_MESSAGES.badSignature);
      if (Number(expireText) * 1000 <= app.appContext.now().getTime())
        throw new ApiError('PermissionException', UPLOAD_MESSAGES.expired);
      // Rights are read again: credentials of someone who lost them stop working at once.
      if (!(await mayEditFloorPlans(app.appContext, uploader.userId, corporationId)))
        throw forbidden('Uploading needs permission to edit floor plans');
      const store = field('store');
      if (store !== '0' && store !== '1') throw fail(UPLOAD_MESSAGES.badStore, 'store');
      const file = form.get('file');
      if (!file || typeof file === 'string')
        throw fail(UPLOAD_MESSAGES.missingField('file'), 'file');
      if (file.size > UPLOAD_MAX_BYTES) throw fail(UPLOAD_MESSAGES.tooLarge, 'file');
      const fileName =
        (typeof form.get('file_name') === 'string' ? String(form.get('file_name')) : file.name)
          .trim()
          .slice(0, 200) || 'upload';
      // Before anything is written: a name PostgreSQL cannot store must not leave a file behind.
      refuseControlCharacters({ body: { file_name: fileName } });

      let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
      const type = detectType(bytes);
      if (type === 'application/pdf') throw fail(UPLOAD_MESSAGES.pdf, 'file');
      if (type === null) throw fail(UPLOAD_MESSAGES.wrongType, 'file');
      if (type === 'image/svg+xml')
        bytes = new TextEncoder().encode(sanitizeSvg(new TextDecoder().decode(bytes)));

      const id = randomBytes(16).toString('hex');
      const storageKey = storageKeyOf(corporationId, id);
      await uploadStoreFor(app.config)
        .put(storageKey, bytes, type)
        .catch((error: unknown) => {
          // The store's reason (e.g. S3's SignatureDoesNotMatch) goes to the log, not the client.
          request.log.error({ err: error }, 'the upload store refused the file');
          throw new ApiError('ServerException', 'The file could not be stored; try again later');
        });
      await insertFileRecord(app.db, {
        id,
        corporationId,
        uploadedBy: uploader.userId,
        fileName,
        contentType: type,
        sizeBytes: bytes.length,
        storageKey,
        kept: store === '1',
      });
      const data = uploadResultSchema.parse({ file: id, url: `${UPLOAD_PATH}/${id}` });
      return reply.status(201).send({ data });
    });
  });

  app.get<{ Params: { id: string } }>(`${UPLOAD_PATH}/:id`, routes.file, async (request, reply) => {
    const auth = await authenticate(app.appContext, request, true);
    const id = request.params.id;
    if (!/^[a-f0-9]{32}$/.test(id)) throw notFound('The file');
    const row = await findFileRecord(app.db, id);
    if (!row) throw notFound('The file');
    const mayRead =
      auth.kind === 'view_only'
        ? auth.locationId !== null && (await isShownAt(app.db, id, auth.locationId))
        : await isMemberOf(app.db, auth.userId, row.corporationId);
    if (!mayRead) throw notFound('The file');
    const bytes = await uploadStoreFor(app.config).get(row.storageKey);
    if (!bytes) throw notFound('The file');
    reply
      .header('content-type', row.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${row.fileName.replace(/[^\w.-]/g, '_')}"`);
    if (row.contentType === 'image/svg+xml')
      reply.header(
        'content-security-policy',
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
    return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
};

async function readForm(request: FastifyRequest): Promise<FormData> {
  const header = request.headers['content-type'] ?? '';
  if (!header.toLowerCase().startsWith('multipart/form-data') || !Buffer.isBuffer(request.body))
    throw fail('Send the upload as multipart/form-data');
  try {
    return await new Response(request.body, { headers: { 'content-type': header } }).formData();
  } catch {
    throw fail('The multipart body is not valid');
  }
}

import { join } from 'node:path';
import {
  getPlan,
  IMAGE_MAX_BYTES,
  MEDIA_FILE_FIELD,
  MEDIA_FILE_REQUIRED_MESSAGE,
  VIDEO_MAX_BYTES,
  ZDeleteMediaRequest,
  ZDeleteMediaResponse,
  ZEnvelope,
  ZGetMediaStorageRequest,
  ZMedia,
  ZMediaStorage,
  ZUploadMediaRequest,
} from '@creatorscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { requireOrg } from '../../http/access.js';
import { created, ok } from '../../http/envelope.js';
import { fieldError } from '../../http/errors.js';
import { authOf, orgOf } from '../../http/request-context.js';
import { getOrgPlan } from '../entitlements/index.js';
import { acceptUploads } from './multipart.js';
import { deleteMedia, type MediaContext, storageUsedBy, uploadImage, uploadVideo } from './service.js';
import { createStorage } from './storage/index.js';

const tags = ['Media'];
const writes = requireOrg('Write', 'orgId');
const reads = requireOrg('Read', 'orgId');
/** The guard checks the organisation before the file is read, so its field comes first. */
const uploadDescription = (what: string) =>
  `${what} Send multipart/form-data: the field \`orgId\`, then the file in the field \`file\`. Needs the Write team permission in that organisation.`;

/** /api/media/*: an organisation's uploaded creatives. */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const storage = await createStorage(deps.config);
  app.addHook('onClose', () => storage.close());
  const ctx: MediaContext = {
    db: deps.db,
    storage,
    spoolDir: join(deps.config.dataDir, 'tmp', 'uploads'),
    log: deps.log,
    allowanceOf: async (orgId) => getPlan((await getOrgPlan(deps, orgId)).plan).storageBytes,
  };
  const uploadOf = acceptUploads(app);
  const fileOf = (request: FastifyRequest) => {
    const upload = uploadOf(request);
    if (!upload) throw fieldError(MEDIA_FILE_FIELD, MEDIA_FILE_REQUIRED_MESSAGE);
    return upload.stream;
  };

  app.post(
    '/upload-image',
    {
      config: { ...writes, maxUploadBytes: IMAGE_MAX_BYTES },
      schema: {
        tags,
        description: uploadDescription(
          'Uploads an image: JPEG, PNG, WebP, GIF (its first frame) or AVIF by its bytes, at most 10 MB and 40 megapixels; stored re-encoded without metadata, with a 480 px WebP thumbnail.',
        ),
        consumes: ['multipart/form-data'],
        body: ZUploadMediaRequest,
        response: { 201: ZEnvelope(ZMedia) },
      },
    },
    async (request, reply) => {
      const media = await uploadImage(ctx, orgOf(request).orgId, authOf(request).userId, fileOf(request));
      return created(reply, media, 'Image uploaded');
    },
  );

  app.post(
    '/upload-video',
    {
      config: { ...writes, maxUploadBytes: VIDEO_MAX_BYTES },
      schema: {
        tags,
        description: uploadDescription(
          'Uploads a video: MP4, WebM or QuickTime by its bytes, at most 200 MB; stored without its metadata, location included (blanked in place, the video itself untouched).',
        ),
        consumes: ['multipart/form-data'],
        body: ZUploadMediaRequest,
        response: { 201: ZEnvelope(ZMedia) },
      },
    },
    async (request, reply) => {
      const media = await uploadVideo(ctx, orgOf(request).orgId, authOf(request).userId, fileOf(request));
      return created(reply, media, 'Video uploaded');
    },
  );

  app.post(
    '/delete-media',
    {
      config: writes,
      schema: { tags, body: ZDeleteMediaRequest, response: { 200: ZEnvelope(ZDeleteMediaResponse) } },
    },
    async (request) => ok(await deleteMedia(ctx, orgOf(request).orgId, request.body.id), 'Media deleted'),
  );

  app.post(
    '/get-storage',
    {
      config: reads,
      schema: { tags, body: ZGetMediaStorageRequest, response: { 200: ZEnvelope(ZMediaStorage) } },
    },
    async (request) => {
      const { orgId } = orgOf(request);
      return ok({
        usedBytes: await storageUsedBy(deps.db, orgId),
        allowanceBytes: await ctx.allowanceOf(orgId),
      });
    },
  );
};

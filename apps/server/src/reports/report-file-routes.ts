// Generated report files (docs/product.md section 7: origin calls whose answer is a file):
// POST /report/<kind> answers the file itself (200) or, for a large report or background: true,
// 202 with a job; GET /report/jobs/{id} reads the job, GET /report/jobs/{id}/file its file.
// Session tokens only (a share token is refused). These answers are files, not `{ data }`
// envelopes, so the routes are declared with Fastify and listed with documentRoute.
import {
  REPORT_FILE_KINDS,
  reportFileRequestSchema,
  reportJobSchema,
  type ReportFileKind,
} from '@footfall/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../http/authenticate';
import { documentRoute, parseInput as parse, type RegisteredRoute } from '../http/route';
import { planReportFile, renderReportFile, type GeneratedFile } from './documents/generate';
import { jobFile, readReportJob, runsInBackground, startReportJob, toApiJob } from './report-jobs';

const TAG = 'Report files';

const jobParams = z.strictObject({ id: z.string() });

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function sendFile(reply: FastifyReply, file: GeneratedFile) {
  return reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.body);
}

function listed(app: FastifyInstance, route: Omit<RegisteredRoute, 'auth' | 'tag'>) {
  return documentRoute(app, { ...route, auth: true, tag: TAG });
}

export const reportFileRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of REPORT_FILE_KINDS) registerKind(app, kind);

  const statusRoute = listed(app, {
    method: 'GET',
    url: '/report/jobs/:id',
    summary: "A background report file's status and progress (its creator only)",
    params: jobParams,
    response: reportJobSchema,
    status: 200,
  });
  app.get('/report/jobs/:id', statusRoute, async (request, reply) => {
    const auth = await authenticate(app.appContext, request, false);
    const { id } = parse(jobParams, request.params);
    const row = await readReportJob(app.appContext, auth, id);
    return reply.status(200).send({ data: toApiJob(row, app.appContext.now()) });
  });

  const fileRoute = listed(app, {
    method: 'GET',
    url: '/report/jobs/:id/file',
    summary:
      'The finished file of a background job (the file itself; 409 while it runs or once it failed, 404 once expired)',
    params: jobParams,
    response: z.string().describe('The file (PDF, CSV or XLSX)'),
    status: 200,
    envelope: 'file',
  });
  app.get('/report/jobs/:id/file', fileRoute, async (request, reply) => {
    const auth = await authenticate(app.appContext, request, false);
    const { id } = parse(jobParams, request.params);
    const row = await readReportJob(app.appContext, auth, id);
    return sendFile(reply, jobFile(row, app.appContext.now()));
  });
};

function registerKind(app: FastifyInstance, kind: ReportFileKind) {
  const url = `/report/${kind}`;
  const documented = listed(app, {
    method: 'POST',
    url,
    summary: `The ${kind} file: 200 with the file itself, or 202 with a job (documented here) when it is large or background is true`,
    body: reportFileRequestSchema,
    response: reportJobSchema,
    status: 202,
  });
  app.post(url, documented, async (request, reply) => {
    const auth = await authenticate(app.appContext, request, false);
    const body = parse(reportFileRequestSchema, request.body);
    const input = { ctx: app.appContext, auth, log: request.log, kind, request: body };
    const plan = await planReportFile(input);
    if (runsInBackground(body, plan)) {
      const job = await startReportJob(input, plan);
      return reply.status(202).send({ data: job });
    }
    return sendFile(reply, await renderReportFile(input, plan));
  });
}

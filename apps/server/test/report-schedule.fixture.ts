// Shared set-up of the scheduled-delivery tests: a demo server on one database with a real SMTP
// capture (that can go down and come back on the same port), the Paris rollups the reports'
// figures come from, and helpers to move the clock, run the job and read the reports list.
// Time helpers find the next slot the way the schedule should, day by day in the zone.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays, localDateOf, localParts, zonedTimeToUtc } from '@footfall/core';
import { expect } from 'vitest';
import { runReportScheduleTick } from '../src/reports/schedule/schedule-jobs';
import { DEMO_LOGIN } from '../src/seed/demo-organisation';
import { demoLocationIds, rollupFixture } from './helpers/rollup-fixture';
import { startSmtpCapture } from './helpers/smtp-capture';
import { startTestServer } from './helpers/test-server';

export const PARIS = 'Europe/Paris';
export const LOS_ANGELES = 'America/Los_Angeles';
export const MINUTE = 60_000;

/** The first 06:00 local after `now` (on a Monday when asked), found day by day. */
export function next0600(now: number, zone: string, mondayOnly = false): number {
  for (let date = localDateOf(now, zone); ; date = addDays(date, 1)) {
    const at = zonedTimeToUtc(date, 6, zone);
    if (at > now && (!mondayOnly || localParts(at, zone).weekday === 0)) return at;
  }
}

/** The next `day`-th of a month at noon in `zone`, after `now`. */
export function nextDayOfMonth(now: number, zone: string, day: number): number {
  for (let date = localDateOf(now, zone); ; date = addDays(date, 1)) {
    const at = zonedTimeToUtc(date, 12, zone);
    if (at > now && Number(date.slice(8, 10)) === day) return at;
  }
}

/** The next 1st of a month at 06:00 in `zone`, after `now`. */
export function nextFirst0600(now: number, zone: string): number {
  for (let date = localDateOf(now, zone); ; date = addDays(date, 1)) {
    const at = zonedTimeToUtc(date, 6, zone);
    if (at > now && date.endsWith('-01')) return at;
  }
}

/** The base64 body of the mail's application/pdf part. */
export function pdfOf(raw: string): Buffer | null {
  const match = /Content-Type: application\/pdf[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(raw);
  return match?.[1] ? Buffer.from(match[1].replace(/\s+/g, ''), 'base64') : null;
}

export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'footfall-schedule-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An "SMTP server" that accepts connections and never says a word. */
export async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

export type ListedReport = {
  id: string;
  last_delivery: Record<string, unknown> | null;
  next_delivery_at: string | null;
};

export type ScheduleFixture = Awaited<ReturnType<typeof scheduleFixture>>;

/**
 * Starts the SMTP capture and a demo server (the caller sets REPORT_JOBS=0 first:
 * the tests drive the job themselves), and seeds two hours of Paris rollups.
 */
export async function scheduleFixture(options: { pipelineWorker?: boolean } = {}) {
  const captures: Capture[] = [];
  const first = await startSmtpCapture();
  captures.push(first);
  let live: Capture | null = first;
  const smtpPort = Number(new URL(first.url).port);
  const server = await startTestServer({ demo: true, smtpUrl: first.url, ...options }).catch(
    async (error: unknown) => {
      await first.stop();
      throw error;
    },
  );

  /** A fresh session: the tests move the clock past a token's lifetime. */
  const session = async (): Promise<string> =>
    (await server.login(DEMO_LOGIN.email, DEMO_LOGIN.password)).body.data.access_token;
  const mailsFor = (subject: string) =>
    captures.flatMap((capture) => capture.mails).filter((mail) => mail.raw.includes(subject));
  const tick = () => runReportScheduleTick(server.ctx, { log: server.app.log });
  const advanceTo = (at: number) => server.clock.advance(at - server.ctx.now().getTime());
  const listed = async (id: string) => {
    const res = await server.request('GET', '/api/system/reports', { token: await session() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: string }[]).find((report) => report.id === id) as ListedReport;
  };
  const smtpUp = async () => {
    live = await startSmtpCapture(smtpPort);
    captures.push(live);
  };
  const smtpDown = async () => {
    await live?.stop();
    live = null;
  };
  const createReport = async (body: Record<string, unknown>) => {
    const res = await server.request('POST', '/api/system/reports', {
      token: await session(),
      body: {
        metrics: ['visitors', 'walk_bys'],
        period: { kind: 'fixed', start_date: '2026-03-09', end_date: '2026-03-15' },
        granularity: 'day',
        comparison: false,
        ...body,
      },
    });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; next_delivery_at: string | null };
  };

  const stop = async () => {
    await server.stop();
    await live?.stop();
  };

  let paris: string;
  let valleyMall: string;
  try {
    const idOf = await demoLocationIds(server, await session());
    paris = String(idOf('Paris Opéra Store'));
    valleyMall = String(idOf('Westfield Valley Mall'));
    const rollups = await rollupFixture(server, Number(paris));
    await rollups.hourly([
      { date: '2026-03-10', hour: 11, walkBys: 8765, visitors: 4321, engagers: 100 },
      { date: '2026-03-12', hour: 16, walkBys: 1000, visitors: 1000, engagers: 10 },
    ]);
  } catch (error) {
    // The caller gets no fixture to stop: release the server and the port here.
    await stop();
    throw error;
  }
  return {
    server,
    session,
    captures,
    mailsFor,
    tick,
    advanceTo,
    listed,
    smtpUp,
    smtpDown,
    createReport,
    paris,
    valleyMall,
    stop,
  };
}

#!/usr/bin/env node
// `npm test`: every check in CI's fixed order (STYLE.md 9): lint, format, typecheck, generated
// files, unit and API tests (on an embedded PostgreSQL server), build, end-to-end in Chromium.
// Ends with the line `N passed, N failed`, counting each test and each check that is not a test
// runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePoppler } from './ensure-poppler.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: options.capture ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  if (options.capture) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result;
}

function check(title, command, args, ok = (r) => r.status === 0, cwd = root) {
  const result = run(title, command, args, { capture: true, cwd });
  if (ok(result)) passed += 1;
  else {
    failed += 1;
    failures.push(title);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('lint (eslint)', 'npx', ['eslint', '.']);
check('format (prettier --check)', 'npx', ['prettier', '--check', '.']);
check('typecheck (tsc --noEmit, strict)', 'npm', ['run', 'typecheck', '--silent']);
check(
  'migrations match the schema (drizzle-kit generate)',
  'npx',
  ['drizzle-kit', 'generate'],
  (r) => r.status === 0 && /No schema changes/i.test(`${r.stdout}${r.stderr}`),
  path.join(root, 'apps/server'),
);

ensurePoppler();
const vitestJson = path.join(reports, 'vitest.json');
const vitest = run('unit and API tests (vitest: core, web, simulator, server)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitestReport = readJson(vitestJson);
if (vitestReport) {
  passed += vitestReport.numPassedTests;
  failed += vitestReport.numFailedTests;
  if (vitestReport.numFailedTests > 0 || vitest.status !== 0) failures.push('vitest');
  if (vitest.status !== 0 && vitestReport.numFailedTests === 0) failed += 1;
} else {
  failed += 1;
  failures.push('vitest (no report)');
}

const build = run('build (web app)', 'npm', ['run', 'build', '--workspace', '@footfall/web']);
if (build.status === 0) passed += 1;
else {
  failed += 1;
  failures.push('build');
}

/** One Playwright run, counted test by test from its JSON report. */
function playwright(title, config, name, chromium) {
  const json = path.join(reports, `${name}.json`);
  const result = run(
    title,
    'npx',
    ['playwright', 'test', '--config', config, '--reporter=list,json'],
    {
      env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
    },
  );
  const stats = readJson(json)?.stats;
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected > 0) failures.push(name);
    if (result.status !== 0 && stats.unexpected === 0) {
      failed += 1;
      failures.push(`${name} (runner)`);
    }
  } else {
    failed += 1;
    failures.push(`${name} (no report)`);
  }
}

if (build.status === 0) {
  const chromium = ensureChromium();
  playwright(
    'end-to-end (Playwright in Debian Chromium)',
    'e2e/playwright.config.ts',
    'e2e',
    chromium,
  );
  // The product as first started, demo history and all: its own server, after the main run.
  playwright(
    'first start: the default demo views (Playwright, demo feed on)',
    'e2e/playwright.first-start.config.ts',
    'e2e-first-start',
    chromium,
  );
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

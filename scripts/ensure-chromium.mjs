#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium, never a test tool's own download.
// Prints the browser's path; installs Debian's package when missing and we are root on Debian.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function ensureChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      { stdio: 'inherit' },
    );
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium was not found. Install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

#!/usr/bin/env node
// The report tests read generated PDFs back with poppler's pdftotext and pdftoppm (Debian package
// poppler-utils). Installs the package when missing and we are root on Debian, as for Chromium;
// otherwise says how to install it (the PDF checks then fail with "spawn pdftotext ENOENT").
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const present = () => !spawnSync('pdftotext', ['-v']).error;

export function ensurePoppler() {
  if (present()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version')) {
    console.log("pdftotext is missing: installing Debian's poppler-utils package...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils',
      { stdio: 'inherit' },
    );
    if (present()) return true;
  }
  console.log(
    'pdftotext was not found: the report PDF checks will fail. Install poppler-utils (Debian: `sudo apt-get install poppler-utils`).',
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePoppler();

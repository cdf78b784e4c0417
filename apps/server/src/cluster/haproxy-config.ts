// deploy/haproxy.cfg with this machine's ports: the repository's file is the configuration; only its
// bind address and the lines between "servers begin" and "servers end" change.
import { spawnSync, execSync } from 'node:child_process';
import fs from 'node:fs';

export function haproxyConfig(
  template: string,
  port: number,
  serverPorts: readonly number[],
): string {
  const blocks = /( *# servers begin[^\n]*\n)([\s\S]*?)( *# servers end)/g;
  if (!blocks.test(template))
    throw new Error('deploy/haproxy.cfg has no "# servers begin/end" block');
  // Each block's first server line is the pattern of its lines: app1 and its port numbered anew.
  return template
    .replace(/^(\s*bind\s+)\S+/m, `$1127.0.0.1:${port}`)
    .replace(blocks, (_, begin: string, lines: string, end: string) => {
      const first = lines.split('\n').find((line) => line.trim().startsWith('server')) ?? '';
      const [, firstPort] = /:(\d+)/.exec(first) ?? [];
      const numbered = serverPorts.map((serverPort, index) =>
        first.replaceAll('app1', `app${index + 1}`).replace(`:${firstPort}`, `:${serverPort}`),
      );
      return `${begin}${numbered.join('\n')}\n${end}`;
    });
}

const present = () => !spawnSync('haproxy', ['-v']).error;

/** HAProxy from Debian's package, installed when missing and we are root on Debian (as the test
 * tools are); otherwise a message that says how. */
export function ensureHaproxy(): void {
  if (present()) return;
  if (process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    console.log("haproxy is missing: installing Debian's haproxy package...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy',
      {
        stdio: 'inherit',
      },
    );
    if (present()) return;
  }
  throw new Error(
    'npm run cluster needs HAProxy: install it (Debian: `sudo apt-get install haproxy`)',
  );
}

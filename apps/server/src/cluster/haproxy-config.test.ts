import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config';

const template = readFileSync(
  path.resolve(import.meta.dirname, '../../../../deploy/haproxy.cfg'),
  'utf8',
);

describe('the cluster copy of deploy/haproxy.cfg', () => {
  it('binds its port and numbers both backends for its servers', () => {
    const config = haproxyConfig(template, 9000, [9001, 9002]);
    expect(config).toContain('  bind 127.0.0.1:9000\n');
    expect(config).toContain(
      '  server app1 127.0.0.1:9001 check\n  server app2 127.0.0.1:9002 check\n',
    );
    expect(config).toContain(
      '  server app1 127.0.0.1:9001 track footfall_servers/app1\n  server app2 127.0.0.1:9002 track footfall_servers/app2\n',
    );
    expect(config).not.toContain('app3');
    expect(config).not.toContain(':8081');
  });

  it('keeps everything else of the file', () => {
    const config = haproxyConfig(template, 8080, [8081, 8082, 8083]);
    expect(config).toBe(template);
  });
});

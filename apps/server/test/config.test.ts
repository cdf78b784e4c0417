// The environment as the server reads it (config.ts): defaults, clear refusals, process roles.
import { describe, expect, it } from 'vitest';
import { readConfig, readProcessRoles } from '../src/config';

describe('readConfig', () => {
  it('falls back to the defaults, an empty variable counting as unset', () => {
    for (const env of [{}, { PORT: '', HOST: '', DEMO: '', LOG_LEVEL: '' }]) {
      const config = readConfig(env, false);
      expect(config).toMatchObject({
        port: 8080,
        host: '127.0.0.1',
        databaseUrl: null,
        demo: null,
        smtpUrl: null,
        publicUrl: 'http://127.0.0.1:8080',
        logLevel: 'info',
        logFormat: 'json',
        uploadStore: { kind: 'disk' },
        helpChatOrigin: null,
      });
    }
  });

  it('reads the values it is given', () => {
    const config = readConfig(
      { PORT: '18080', HOST: '0.0.0.0', PUBLIC_URL: 'https://footfall.example.com/', DEMO: '0' },
      false,
    );
    expect(config).toMatchObject({
      port: 18080,
      host: '0.0.0.0',
      publicUrl: 'https://footfall.example.com',
      demo: false,
    });
    expect(readConfig({ DEMO: 'true' }, false).demo).toBe(true);
    expect(readConfig({ DEMO: '1' }, false).demo).toBe(true);
  });

  it('refuses a port that is not one, saying which variable', () => {
    for (const port of ['abc', '70000', '-1', '80.5'])
      expect(() => readConfig({ PORT: port }, false)).toThrow(
        'PORT must be a port number from 0 to 65535',
      );
  });
});

describe('readProcessRoles', () => {
  it('runs every job by default and trusts no proxy', () => {
    expect(readProcessRoles({})).toEqual({
      pipelineWorker: true,
      alertJobs: true,
      mqttSubscribers: true,
      reportJobs: true,
      demoFeed: true,
      trustProxy: false,
    });
  });

  it('turns a job off with 0 only', () => {
    expect(
      readProcessRoles({
        PIPELINE_WORKER: '0',
        ALERT_JOBS: '0',
        MQTT_SUBSCRIBERS: '0',
        DEMO_FEED: '0',
        TRUST_PROXY: '1',
      }),
    ).toEqual({
      pipelineWorker: false,
      alertJobs: false,
      mqttSubscribers: false,
      // Unset, the report job follows the alert job.
      reportJobs: false,
      demoFeed: false,
      trustProxy: true,
    });
    expect(readProcessRoles({ PIPELINE_WORKER: '1', DEMO_FEED: '' })).toMatchObject({
      pipelineWorker: true,
      demoFeed: true,
    });
  });
});

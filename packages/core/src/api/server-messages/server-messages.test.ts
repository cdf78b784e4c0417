import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../../index';
import { LABEL_PARAMS, SERVER_LABELS, serverLabelCode } from './labels';
import { identifyServerMessage } from './identify';
import {
  SERVER_MESSAGE_TEMPLATES,
  formatServerMessage,
  templateParams,
  type ServerMessageCode,
} from './templates';

const SAMPLE: Record<string, string> = {
  label: 'Start date',
  what: 'The location',
  field: 'colour',
  min: '3',
  max: '200',
  list: 'pdf, csv',
  service: 'DOORCOUNTER',
  location: 'Paris Opéra Store',
  reason: 'the disk is full',
};

describe('server message templates', () => {
  it('reads every template back to its code and values', () => {
    for (const code of Object.keys(SERVER_MESSAGE_TEMPLATES) as ServerMessageCode[]) {
      const params = Object.fromEntries(
        templateParams(SERVER_MESSAGE_TEMPLATES[code]).map((name) => [name, SAMPLE[name] ?? 'x']),
      );
      expect(identifyServerMessage(formatServerMessage(code, params)), code).toEqual({
        code,
        params,
      });
    }
  });

  it('prefers the most specific template and leaves other texts alone', () => {
    expect(
      identifyServerMessage(
        'Closing hour must be a whole hour from 1 to 30 (24 and above are the next day)',
      ),
    ).toEqual({
      code: 'hours.wholeHourNextDay',
      params: { label: 'Closing hour', min: '1', max: '30' },
    });
    expect(identifyServerMessage('Period must be at most 366 days')?.code).toBe(
      'reports.periodTooLong',
    );
    expect(identifyServerMessage('Days must be at most 90')?.code).toBe('field.atMost');
    expect(identifyServerMessage('The upload key is not valid')?.code).toBe('uploads.badKey');
    expect(identifyServerMessage('Something else entirely')).toBeNull();
  });

  it('gives every label a distinct code', () => {
    const labels = Object.values(SERVER_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    expect(serverLabelCode('Time zone')).toBe('timeZone');
    expect(serverLabelCode('Unknown label')).toBeNull();
  });
});

// Every message core's own rules write must have a code, and every label in it a translation.
function expectKnown(message: string) {
  const id = identifyServerMessage(message);
  expect(id, `no code for "${message}"`).not.toBeNull();
  for (const [name, value] of Object.entries(id?.params ?? {}))
    // A label written as a request field ("dry_run") reads the same in every language.
    if (LABEL_PARAMS.has(name) && !/^[a-z_]+$/.test(value))
      expect(serverLabelCode(value), `no label "${value}"`).not.toBeNull();
}

describe('the messages core writes', () => {
  it('has a code for each message constant', () => {
    const constants = [
      core.REPORT_MESSAGES,
      core.REPORT_FILE_MESSAGES,
      core.REPORT_COMPARISON_MESSAGES,
      core.BUSINESS_HOURS_MESSAGES,
      core.UPLOAD_MESSAGES,
      core.POLYGON_MESSAGES,
      core.ANALYTICS_RANGE_MESSAGES,
    ];
    for (const messages of constants)
      for (const message of Object.values(messages))
        expectKnown(typeof message === 'function' ? message('File') : message);
    for (const template of Object.values(core.VALIDATION_MESSAGES))
      expectKnown(core.formatValidationMessage(template, 'Email'));
    for (const field of Object.keys(core.DEFINITION_BOUNDS) as core.DefinitionField[])
      expectKnown(core.DEFINITION_MESSAGES.range(field));
    expectKnown(core.DEFINITION_MESSAGES.ignoreBelowVisitor);
    expectKnown(core.UNSUPPORTED_DATE_MESSAGE('End date'));
  });

  // Request schemas refuse bad values with their field's message: feed each field the usual
  // mistakes and check every message that comes back.
  const schemas = Object.entries(core).filter(
    ([name, value]) =>
      /(Request|Query)Schema$/.test(name) && value instanceof z.ZodType && shapeOf(value),
  ) as [string, z.ZodType][];
  const BAD_VALUES: unknown[] = [
    '',
    '   ',
    'not right',
    'x'.repeat(1001),
    -5,
    1e9,
    0.5,
    true,
    [],
    {},
  ];

  it.each(schemas)('has a code for each refusal of %s', (_, schema) => {
    const shape = shapeOf(schema) ?? {};
    const messages = new Set<string>();
    const collect = (input: unknown) => {
      const result = schema.safeParse(input);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    };
    collect({});
    for (const key of Object.keys(shape)) for (const bad of BAD_VALUES) collect({ [key]: bad });
    const unknown = [...messages].filter(
      (message) =>
        !identifyServerMessage(message) &&
        !/^(Invalid|Unrecognized|Too big|Too small)\b/.test(message),
    );
    expect(unknown).toEqual([]);
    for (const message of messages) if (identifyServerMessage(message)) expectKnown(message);
  });
});

function shapeOf(schema: z.ZodType): Record<string, unknown> | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, unknown>;
    const def = (current as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return null;
}

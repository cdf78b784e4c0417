// What viewers of a report read about a failed delivery: a short reason by kind of failure, never
// the server's reply, host or address that nodemailer puts in its messages.
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_ERRORS,
  DeliveryFailure,
  deliveryStep,
  mailFailure,
  viewerMessage,
} from './delivery-errors';

/** An error as nodemailer's SMTP connection makes them (_formatError). */
const smtpError = (message: string, code: string, response?: string) =>
  Object.assign(new Error(response ? `${message}: ${response}` : message), {
    code,
    ...(response ? { response, responseCode: Number(response.slice(0, 3)) } : {}),
  });

describe('delivery failure messages', () => {
  it('names the kind of mail failure without the details', () => {
    const cases: [Error, string][] = [
      [smtpError('connect ECONNREFUSED 10.0.0.5:587', 'ESOCKET'), DELIVERY_ERRORS.unreachable],
      [smtpError('Greeting never received', 'ETIMEDOUT'), DELIVERY_ERRORS.unreachable],
      [smtpError('getaddrinfo ENOTFOUND smtp.corp.example', 'EDNS'), DELIVERY_ERRORS.unreachable],
      [
        smtpError('Invalid login', 'EAUTH', '535 5.7.8 Authentication failed for ops@corp.example'),
        DELIVERY_ERRORS.login,
      ],
      [
        smtpError(
          "Can't send mail - all recipients were rejected",
          'EENVELOPE',
          '550 5.1.1 <ann@example.com> unknown',
        ),
        DELIVERY_ERRORS.refused,
      ],
      [
        smtpError('Message failed', 'EMESSAGE', '552 5.3.4 Message too big'),
        DELIVERY_ERRORS.refused,
      ],
      [new Error('something else'), DELIVERY_ERRORS.mail],
    ];
    for (const [error, expected] of cases) {
      const failure = mailFailure(error);
      expect(failure.message).toBe(expected);
      expect(failure.final).toBe(false);
      expect(failure.cause).toBe(error);
      expect(viewerMessage(failure)).not.toMatch(/example|10\.0\.0|\d{3}/);
    }
  });

  it('tells a failed step by its own words, keeps a known failure, hides anything else', async () => {
    const sql = new Error('relation "report_items" does not exist');
    const pdf = deliveryStep(DELIVERY_ERRORS.pdf, () => Promise.reject(sql));
    await expect(pdf).rejects.toMatchObject({ message: DELIVERY_ERRORS.pdf, cause: sql });
    const gone = new DeliveryFailure(DELIVERY_ERRORS.creatorGone, true);
    await expect(deliveryStep(DELIVERY_ERRORS.pdf, () => Promise.reject(gone))).rejects.toBe(gone);
    expect(await deliveryStep(DELIVERY_ERRORS.pdf, () => Promise.resolve(3))).toBe(3);
    expect(viewerMessage(sql)).toBe(DELIVERY_ERRORS.internal);
  });
});

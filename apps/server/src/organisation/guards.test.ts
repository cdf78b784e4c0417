// childAccess: the parent's 404 answers as the child's; every other failure passes unchanged.
import { describe, expect, it } from 'vitest';
import { ApiError, forbidden, notFound } from '../http/errors';
import { childAccess } from './guards';

describe('childAccess', () => {
  it('answers the value of a parent check that passes', async () => {
    await expect(childAccess(Promise.resolve(7), 'The tag')).resolves.toBe(7);
  });

  it("names the child in the parent's 404", async () => {
    const failure = childAccess(Promise.reject(notFound('The location')), 'The tag');
    await expect(failure).rejects.toMatchObject({
      type: 'NotFoundException',
      message: 'The tag was not found',
    });
  });

  it("answers a given error for the parent's 404", async () => {
    const invalid = new ApiError('ValidationException', 'Location is not valid');
    await expect(childAccess(Promise.reject(notFound('The location')), invalid)).rejects.toBe(
      invalid,
    );
  });

  it('lets a 403 and a crash through unchanged', async () => {
    const denied = forbidden();
    await expect(childAccess(Promise.reject(denied), 'The tag')).rejects.toBe(denied);
    const crash = new Error('database gone');
    await expect(childAccess(Promise.reject(crash), 'The tag')).rejects.toBe(crash);
  });
});

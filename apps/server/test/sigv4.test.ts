// SigV4 against the "GET Object" example of AWS's S3 documentation (Signature Version 4,
// header-based authentication): the expected canonical request, string to sign and signature
// are AWS's published values, so a signing mistake fails here.
import { describe, expect, it } from 'vitest';
import { encodePath, sha256Hex, signV4, toAmzDate } from './helpers/sigv4';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const example = {
  method: 'GET',
  path: '/test.txt',
  headers: {
    Host: 'examplebucket.s3.amazonaws.com',
    Range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
  },
  payloadHash: EMPTY_SHA256,
  amzDate: '20130524T000000Z',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('signV4', () => {
  it("matches AWS's GET Object example", () => {
    const signed = signV4(example);
    expect(sha256Hex('')).toBe(EMPTY_SHA256);
    expect(toAmzDate(new Date('2013-05-24T00:00:00Z'))).toBe('20130524T000000Z');
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(signed.signature).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('changes with the secret, and encodes each path segment once', () => {
    expect(signV4({ ...example, secretAccessKey: 'wrong' }).signature).not.toBe(
      signV4(example).signature,
    );
    expect(encodePath('/bucket/a b/c+d(1)*~.txt')).toBe('/bucket/a%20b/c%2Bd%281%29%2A~.txt');
    expect(
      signV4({ ...example, query: { b: '2', a: 'x y' } }).canonicalRequest.split('\n')[2],
    ).toBe('a=x%20y&b=2');
  });
});

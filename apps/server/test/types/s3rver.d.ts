// s3rver 3.7 ships no types: the part the tests use.
declare module 's3rver' {
  export type S3rverOptions = {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

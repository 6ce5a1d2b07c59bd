import { afterEach, describe, expect, it, vi } from 'vitest';
import { envProblems, parseEnv, stopOnEnvProblems } from '@/lib/env';

describe('parseEnv: the media store settings', () => {
  it('defaults to files under ./data/media, and S3 settings to us-east-1 and virtual-host URLs', () => {
    expect(parseEnv({})).toMatchObject({ MEDIA_STORE: 'fs', MEDIA_DIR: './data/media', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('reads an S3 configuration', () => {
    const e = parseEnv({
      MEDIA_STORE: 's3', S3_BUCKET: 'acrewise-media', S3_ENDPOINT: 'https://s3.example.com', S3_REGION: 'us-west-2',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true',
    });
    expect(e).toMatchObject({ MEDIA_STORE: 's3', S3_BUCKET: 'acrewise-media', S3_ENDPOINT: 'https://s3.example.com', S3_REGION: 'us-west-2', S3_FORCE_PATH_STYLE: true });
  });

  it('refuses MEDIA_STORE=s3 without a bucket, naming S3_BUCKET', () => {
    expect(() => parseEnv({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET is required when MEDIA_STORE=s3/);
  });

  it('refuses half a key pair, naming the missing half', () => {
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toThrow(/S3_SECRET_ACCESS_KEY is missing/);
    expect(() => parseEnv({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID is missing/);
  });

  it.each([
    [{ MEDIA_STORE: 'gcs' }, 'MEDIA_STORE'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'ftp://minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: '' }, 'S3_BUCKET'],
  ])('refuses %j, naming %s', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`"${variable}"`));
  });
});

describe('parseEnv: where the app server listens', () => {
  it('listens on loopback port 3000 unless told otherwise, with one process per core (WEB_CONCURRENCY unset)', () => {
    expect(parseEnv({})).toMatchObject({ HOST: '127.0.0.1', PORT: 3000 });
    expect(parseEnv({}).WEB_CONCURRENCY).toBeUndefined();
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '8080', WEB_CONCURRENCY: '2' })).toMatchObject({ HOST: '0.0.0.0', PORT: 8080, WEB_CONCURRENCY: 2 });
  });

  it('names a bad host or process count', () => {
    expect(envProblems({ HOST: '', WEB_CONCURRENCY: '0' })).toEqual([
      expect.stringMatching(/^HOST: /),
      expect.stringMatching(/^WEB_CONCURRENCY: .*>=1/),
    ]);
  });
});

describe('envProblems and stopOnEnvProblems: a bad variable at start-up', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names each bad variable with what is wrong, and nothing for a valid environment', () => {
    expect(envProblems({})).toEqual([]);
    expect(envProblems({ REQUESTS_PER_CLIENT: '5000', SMTP_PORT: 'none' })).toEqual([
      expect.stringMatching(/^REQUESTS_PER_CLIENT: .*<=1000/),
      expect.stringMatching(/^SMTP_PORT: .*number/),
    ]);
    expect(envProblems({ MEDIA_STORE: 's3' })).toEqual([expect.stringMatching(/^S3_BUCKET: S3_BUCKET is required when MEDIA_STORE=s3/)]);
  });

  it('stops the process with one line per problem, and lets a valid one go on', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stopOnEnvProblems('server', []);
    expect(exit).not.toHaveBeenCalled();
    stopOnEnvProblems('server', ['PORT: Too big', 'HOST: Too small']);
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls[0]?.[0]).toBe("The server's environment is not valid (every variable is described in .env.example):\n  PORT: Too big\n  HOST: Too small");
  });
});

import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { env, type Env } from '@/lib/env';
import { formatOfFile, mediaContentTypes } from '../urls';

/** A stored file, streamed. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes, when the store knows it before the body is read. */
  size: number | null;
}

/**
 * Where the media library's files are: a folder on disk (the default) or an S3 bucket. Keys are
 * relative paths such as `<id>/640.webp`; a key that is not one is refused before any file
 * system or network call. Files are always served by our /media/… route, whichever store holds them.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const keySegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Whether a key is 1 to 4 plain path segments: letters, digits, `.`, `_`, `-`, none starting with a dot, no `..`. */
export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length > 255) return false;
  const segments = key.split('/');
  return segments.length <= 4 && segments.every((segment) => keySegment.test(segment) && !segment.includes('..'));
}

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Refused media storage key ${JSON.stringify(key)}: not a plain relative path.`);
  return key;
}

const contentTypeOf = (key: string) => {
  const format = formatOfFile(key);
  return format ? mediaContentTypes[format] : 'application/octet-stream';
};

/** Files under one folder (MEDIA_DIR). Writes go to a temporary name and are renamed, so a reader never sees half a file. */
export class DiskMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file's path, checked to be inside the root (the key check already rules out traversal; this is the second lock). */
  pathOf(key: string): string {
    const file = path.resolve(this.root, ...checkedKey(key).split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Refused media storage key ${JSON.stringify(key)}: outside the media folder.`);
    return file;
  }

  /** The content type is not kept: get() reads it from the file name's extension. */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    return { body, contentType: contentTypeOf(key), size: stat.size };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.rm(file, { force: true });
    // The item's folder goes with its last file; a folder still holding files stays.
    const folder = path.dirname(file);
    if (folder !== this.root) await fs.rmdir(folder).catch(() => {});
  }
}

type S3Commands = Pick<typeof import('@aws-sdk/client-s3'), 'PutObjectCommand' | 'GetObjectCommand' | 'DeleteObjectCommand'>;

/**
 * Files in an S3 bucket (or MinIO, R2…), read through by our route. One request per call, built
 * from the bucket and the key only. Not tested against a real service here (no network in the
 * test environment); tests/db/media.test.ts checks the requests it sends to a stand-in client.
 */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly bucket: string,
    private readonly client: Pick<S3Client, 'send'>,
    private readonly commands: S3Commands,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const input = { Bucket: this.bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' };
    await this.client.send(new this.commands.PutObjectCommand(input));
  }

  async get(key: string): Promise<StoredFile | null> {
    let output: GetObjectCommandOutput;
    try {
      output = await this.client.send(new this.commands.GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (!output.Body) return null;
    return { body: output.Body.transformToWebStream() as ReadableStream<Uint8Array>, contentType: output.ContentType ?? contentTypeOf(key), size: output.ContentLength ?? null };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.commands.DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

type StorageSettings = Pick<
  Env,
  'MEDIA_DIR' | 'MEDIA_S3_BUCKET' | 'MEDIA_S3_REGION' | 'MEDIA_S3_ENDPOINT' | 'MEDIA_S3_ACCESS_KEY_ID' | 'MEDIA_S3_SECRET_ACCESS_KEY' | 'MEDIA_S3_FORCE_PATH_STYLE'
>;

/** The S3 client's settings from ours. */
export function s3ClientConfig(settings: StorageSettings): S3ClientConfig {
  const keys = settings.MEDIA_S3_ACCESS_KEY_ID && settings.MEDIA_S3_SECRET_ACCESS_KEY;
  return {
    region: settings.MEDIA_S3_REGION,
    ...(settings.MEDIA_S3_ENDPOINT ? { endpoint: settings.MEDIA_S3_ENDPOINT } : {}),
    forcePathStyle: settings.MEDIA_S3_FORCE_PATH_STYLE,
    ...(keys ? { credentials: { accessKeyId: settings.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: settings.MEDIA_S3_SECRET_ACCESS_KEY } } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The store the settings name; the AWS SDK is loaded only when a bucket is set. */
export async function createMediaStorage(settings: StorageSettings): Promise<MediaStorage> {
  if (!settings.MEDIA_S3_BUCKET) return new DiskMediaStorage(settings.MEDIA_DIR);
  const sdk = await import('@aws-sdk/client-s3');
  return new S3MediaStorage(settings.MEDIA_S3_BUCKET, new sdk.S3Client(s3ClientConfig(settings)), sdk);
}

let configured: Promise<MediaStorage> | undefined;

/** The process's media store, from the environment (MEDIA_DIR, MEDIA_S3_*). */
export function mediaStorage(): Promise<MediaStorage> {
  configured ??= createMediaStorage(env()).catch((error: unknown) => {
    configured = undefined;
    throw error;
  });
  return configured;
}

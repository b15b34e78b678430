import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskMediaStorage, isSafeKey, S3MediaStorage, s3ClientConfig } from './storage.server';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const unsafeKeys = ['', '/', '/etc/passwd', '../x', 'a/../../b', 'a/..', '..', '.env', 'a/.hidden', 'a//b', 'a/', 'a\\b', '..\\x', 'a/b/c/d/e', 'C:/x', 'a%2F..', 'x'.repeat(300), 'a b', 'ä'];

describe('media storage keys', () => {
  it('takes 1 to 4 plain segments and nothing that could leave the folder', () => {
    for (const key of ['abc/original.png', 'abc/640.webp', 'one', 'a/b/c/d', 'A-b_c.1/x']) expect([key, isSafeKey(key)]).toEqual([key, true]);
    for (const key of unsafeKeys) expect([key, isSafeKey(key)]).toEqual([key, false]);
  });

  it('the disk store refuses unsafe keys on every call, before touching the file system', async () => {
    const outside = path.join(path.dirname(root), `outside-${path.basename(root)}`);
    const storage = new DiskMediaStorage(path.join(root, 'media'));
    for (const key of unsafeKeys) {
      await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(/Refused media storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Refused media storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Refused media storage key/);
    }
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.existsSync(path.join(root, 'media'))).toBe(false);
  });

  it('the disk store writes, streams and deletes a file under its folder, and its folder with its last file', async () => {
    const storage = new DiskMediaStorage(path.join(root, 'media'));
    await storage.put('item/original.png', new Uint8Array([1, 2, 3]), 'image/png');
    await storage.put('item/320.webp', new Uint8Array([4]), 'image/webp');
    expect(fs.readdirSync(path.join(root, 'media', 'item')).sort()).toEqual(['320.webp', 'original.png']);
    const file = await storage.get('item/original.png');
    expect([file?.contentType, file?.size, [...new Uint8Array(await new Response(file!.body).arrayBuffer())]]).toEqual(['image/png', 3, [1, 2, 3]]);
    expect(await storage.get('item/640.webp')).toBeNull();
    expect(await storage.get('item')).toBeNull(); // a folder is not a file
    await storage.delete('item/original.png');
    await storage.delete('item/original.png');
    expect(fs.existsSync(path.join(root, 'media', 'item'))).toBe(true);
    await storage.delete('item/320.webp');
    expect(fs.existsSync(path.join(root, 'media', 'item'))).toBe(false);
  });
});

describe('the S3 store (against a stand-in client: no network here)', () => {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      if (command instanceof GetObjectCommand) {
        if (command.input.Key === 'item/gone.png') throw Object.assign(new Error('gone'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
        return { Body: { transformToWebStream: () => new Response('abc').body }, ContentType: 'image/png', ContentLength: 3 };
      }
      return {};
    },
  };
  const storage = new S3MediaStorage('bucket', client as never, { PutObjectCommand, GetObjectCommand, DeleteObjectCommand });

  it('sends one request per call, built from the bucket and the key', async () => {
    await storage.put('item/original.png', new Uint8Array([1]), 'image/png');
    const file = await storage.get('item/original.png');
    expect([file?.contentType, file?.size, await new Response(file!.body).text()]).toEqual(['image/png', 3, 'abc']);
    expect(await storage.get('item/gone.png')).toBeNull();
    await storage.delete('item/original.png');
    expect(sent.map((c) => [c!.constructor.name, (c as { input: unknown }).input])).toEqual([
      ['PutObjectCommand', { Bucket: 'bucket', Key: 'item/original.png', Body: new Uint8Array([1]), ContentType: 'image/png', CacheControl: 'public, max-age=31536000, immutable' }],
      ['GetObjectCommand', { Bucket: 'bucket', Key: 'item/original.png' }],
      ['GetObjectCommand', { Bucket: 'bucket', Key: 'item/gone.png' }],
      ['DeleteObjectCommand', { Bucket: 'bucket', Key: 'item/original.png' }],
    ]);
    await expect(storage.get('../other-bucket/x')).rejects.toThrow(/Refused media storage key/);
    expect(sent).toHaveLength(4);
  });

  it('passes the endpoint, path style and keys on, and leaves credentials to the SDK when no keys are set', () => {
    const settings = { MEDIA_DIR: './data/media', MEDIA_S3_BUCKET: 'b', MEDIA_S3_REGION: 'auto', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000', MEDIA_S3_ACCESS_KEY_ID: 'id', MEDIA_S3_SECRET_ACCESS_KEY: 'secret', MEDIA_S3_FORCE_PATH_STYLE: true };
    expect(s3ClientConfig(settings)).toMatchObject({ region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } });
    const plain = s3ClientConfig({ ...settings, MEDIA_S3_ENDPOINT: '', MEDIA_S3_ACCESS_KEY_ID: '', MEDIA_S3_FORCE_PATH_STYLE: false });
    expect(['endpoint' in plain, 'credentials' in plain, plain.forcePathStyle]).toEqual([false, false, false]);
  });
});

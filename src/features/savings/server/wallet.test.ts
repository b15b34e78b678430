import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import type { CouponDetails } from '../coupon-text';
import { buildPkpass, png } from './wallet-apple.server';
import { buildGoogleSaveJwt } from './wallet-google.server';
import { devApplePassTypeId, devAppleTeamId, generateDevAppleCredentials, readPemOrFile } from './wallet-keys.server';

const coupon: CouponDetails = {
  id: 'CABCDEFGHIJKLMNOPQRST',
  bin: '019999',
  pcn: 'WELLREAD',
  grp: 'WR0006',
  uid: 'WR123456789',
  drugName: 'Atorvastatin',
  dosage: '20mg',
  quantity: '30 tablets',
  pharmacy: 'Target (CVS)',
  price: 12.5,
  demo: true,
};

/** Reads a zip through its central directory (stored and deflated entries). */
function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(localOffset)).toBe(0x04034b50);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    expect([0, 8]).toContain(method);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const sha1 = (b: Buffer | string) => createHash('sha1').update(b).digest('hex');

/** Checks the detached PKCS#7 signature by hand: node-forge parses it but does not verify. */
function verifyDetachedSignature(signature: Buffer, content: Buffer) {
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary')))) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { signerInfos: forge.asn1.Asn1[]; content?: unknown };
  };
  expect(message.rawCapture.content).toBeUndefined();
  const [signerInfo] = message.rawCapture.signerInfos;
  const parts = signerInfo!.value as forge.asn1.Asn1[];
  const attributes = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0)!;
  const encryptedDigest = parts[parts.length - 1]!.value as string;
  const digestAttribute = (attributes.value as forge.asn1.Asn1[]).find(
    (attr) => forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest!,
  )!;
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  expect(forge.util.bytesToHex(digest)).toBe(sha1(content));
  const signedSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]);
  const md = forge.md.sha1.create();
  md.update(forge.asn1.toDer(signedSet).getBytes());
  const signer = message.certificates.find((c) => c.subject.getField('CN')?.value?.startsWith('Pass Type ID'))!;
  expect((signer.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), encryptedDigest)).toBe(true);
  return message.certificates;
}

describe('Apple Wallet pass', () => {
  const credentials = generateDevAppleCredentials();
  const signing = { passTypeIdentifier: devApplePassTypeId, teamIdentifier: devAppleTeamId, credentials, development: true };

  it('is a zip with pass.json, images, manifest.json (SHA-1 of every other file) and a PKCS#7 signature over the manifest', () => {
    const files = readZip(buildPkpass(coupon, signing, 'Optum Perks'));
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'manifest.json', 'pass.json', 'signature']);

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const hashed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed) expect(manifest[name], name).toBe(sha1(files.get(name)!));

    const certificates = verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!);
    expect(() => verifyDetachedSignature(files.get('signature')!, Buffer.from('{"pass.json":"0"}'))).toThrow();
    expect(certificates.map((c) => forge.pki.certificateToPem(c).trim()).sort()).toEqual([credentials.wwdr.trim(), credentials.signerCert.trim()].sort());
    const caStore = forge.pki.createCaStore([credentials.wwdr]);
    expect(forge.pki.verifyCertificateChain(caStore, [forge.pki.certificateFromPem(credentials.signerCert)])).toBe(true);
  });

  it('pass.json carries the identifiers, the coupon fields and a PDF417 barcode with the codes', () => {
    const pass = JSON.parse(readZip(buildPkpass(coupon, signing, 'Optum Perks')).get('pass.json')!.toString('utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.org.wellread.dev',
      teamIdentifier: 'WELLREADDEV',
      serialNumber: coupon.id,
      organizationName: 'Optum Perks',
    });
    const fields = Object.fromEntries(
      ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((k) => (pass.coupon[k] as Array<{ key: string; value: string }>).map((f) => [f.key, f.value])),
    );
    expect(fields).toMatchObject({ drug: 'Atorvastatin', dosage: '20mg', quantity: '30 tablets', pharmacy: 'Target (CVS)', price: '$12.50', bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: 'WR123456789' });
    expect(fields.demo).toMatch(/demo/i);
    expect(pass.barcodes[0]).toMatchObject({ format: 'PKBarcodeFormatPDF417', message: 'BIN:019999;PCN:WELLREAD;GRP:WR0006;ID:WR123456789' });
  });

  it('signs with an encrypted configured key when the passphrase is given', () => {
    const encrypted = forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(credentials.signerKey), 'sesame');
    const files = readZip(buildPkpass(coupon, { ...signing, credentials: { ...credentials, signerKey: encrypted, signerKeyPassphrase: 'sesame' } }, 'Optum Perks'));
    verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!);
  });

  it('draws valid PNG images', () => {
    const image = png(3, 2, () => [1, 2, 3, 255]);
    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(image.readUInt32BE(16)).toBe(3);
    expect(image.readUInt32BE(20)).toBe(2);
  });
});

describe('Google Wallet save JWT', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signing = { issuerId: '3388000000000012345', serviceAccountEmail: 'wallet@example.iam.gserviceaccount.com', privateKey, development: false };

  it('is an RS256 JWT that verifies with the key and has the save-to-wallet claims', () => {
    const jwt = buildGoogleSaveJwt(coupon, signing, { origin: 'https://wellread.test', partnerName: 'Optum Perks', now: new Date('2026-05-01T10:00:00Z') });
    const [header, payload, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(verify('sha256', Buffer.from(`${header}.${payload}x`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(false);

    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: signing.serviceAccountEmail, aud: 'google', typ: 'savetowallet', iat: 1777629600, origins: ['https://wellread.test'] });
    const [object] = claims.payload.genericObjects;
    expect(object.id).toBe(`3388000000000012345.${coupon.id}`);
    expect(object.classId).toBe('3388000000000012345.wellread_coupon');
    const bodies = object.textModulesData.map((m: { body: string }) => m.body);
    for (const value of ['Target (CVS)', '$12.50', '019999', 'WELLREAD', 'WR0006', 'WR123456789']) expect(bodies).toContain(value);
    expect(object.barcode).toMatchObject({ type: 'PDF_417', value: 'BIN:019999;PCN:WELLREAD;GRP:WR0006;ID:WR123456789' });
  });

  it('carries no drug name or dosage (Google stores it)', () => {
    const jwt = buildGoogleSaveJwt(coupon, signing, { origin: 'https://wellread.test', partnerName: 'Optum Perks' });
    const decoded = Buffer.from(jwt.split('.')[1]!, 'base64url').toString();
    expect(decoded).not.toMatch(/atorvastatin/i);
    expect(decoded).not.toContain('20mg');
  });

  it('reads PEM text with escaped newlines as configuration gives it', () => {
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const escaped = pem.replace(/\n/g, '\\n');
    expect(createPublicKey(readPemOrFile(escaped)).export({ type: 'spki', format: 'pem' })).toEqual(publicKey.export({ type: 'spki', format: 'pem' }));
  });
});

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for server tests: one EC P-256 (ES256) credential,
 * answers built byte by byte as the WebAuthn spec lays them out (authenticator data, a
 * 'none' attestation in CBOR, client data JSON, an ECDSA signature), so the server is
 * checked against an independent implementation rather than its library's own helpers.
 * The end-to-end tests use Chromium's virtual authenticator instead.
 */

/** The parts of PublicKeyCredentialCreationOptionsJSON this authenticator reads. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

/** The parts of PublicKeyCredentialRequestOptionsJSON this authenticator reads. */
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

interface AuthenticatorSettings {
  /** The origin the 'browser' reports in the client data (default: the test app's). */
  origin: string;
  /** The authenticator model's AAGUID (default: all zero, as privacy-minded platforms send). */
  aaguid?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

type CborValue = number | string | Uint8Array | Map<number | string, CborValue>;

/** The few CBOR items WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
function cbor(value: CborValue): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(n, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) {
    const parts: Uint8Array[] = [head(2, value.length), value];
    return Buffer.concat(parts);
  }
  const parts: Uint8Array[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  /** Whether the next answer says the user was verified (PIN, biometrics): the UV flag. */
  userVerified = true;
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private userHandle: string | undefined;
  private rpId: string | undefined;
  private counter = 0;

  constructor(private readonly settings: AuthenticatorSettings) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  /** The credential's id as the server stores it (base64url). */
  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create(): a RegistrationResponseJSON for these options. */
  create(options: CreationOptions) {
    this.rpId = options.rp.id ?? new URL(this.settings.origin).hostname;
    this.userHandle = options.user.id;
    const coseKey = cbor(
      new Map<number, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const aaguid = Buffer.from((this.settings.aaguid ?? '0'.repeat(32)).replaceAll('-', ''), 'hex');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(FLAG_AT),
      aaguid,
      idLength,
      this.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON for these options. */
  get(options: RequestOptions, overrides: { origin?: string } = {}) {
    if (!this.rpId) throw new Error('create() a credential first');
    const authData = this.authDataHead(0);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }

  /** rpIdHash, flags and the signature counter (which goes up with every use). */
  private authDataHead(extraFlags: number): Buffer {
    this.counter += 1;
    const flags = FLAG_UP | (this.userVerified ? FLAG_UV : 0) | extraFlags;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId!), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string, origin = this.settings.origin): string {
    return b64url(
      Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8'),
    );
  }
}

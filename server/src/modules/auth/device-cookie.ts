import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The browser's device cookie (decision 53): a device that has signed in before. */
export const deviceCookieName = 'studyhub_device';

/** A year: a student's phone or laptop stays known across terms. */
export const deviceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Accounts one device is remembered for, the latest first (a shared family laptop). */
const accountsPerDevice = 3;

const idBytes = 16;
const tagBytes = 12;
const signatureBytes = 16;
const base64url = /^[A-Za-z0-9_-]+$/;
const lengthOf = (bytes: number) => Math.ceil((bytes * 4) / 3);

export interface Device {
  /** Random, made when the device first signed in. */
  id: string;
  /** One per account signed in on it: a keyed hash of the device and the email, naming neither. */
  accounts: string[];
}

/**
 * Reads, checks and writes device cookies: `<id>.<account>….<signature>`, signed with a secret
 * the server keeps (app_secrets, the same in every process). The cookie names nobody: the account
 * parts can only be matched by the server, against the email being signed in to, and differ from
 * one device to the next.
 */
export function createDevices(options: { secret: () => Promise<string> }) {
  let key: Promise<Buffer> | undefined;
  const secretKey = () => {
    key ??= options.secret().then(
      (secret) => Buffer.from(secret, 'utf8'),
      (error: unknown) => {
        key = undefined;
        throw error;
      },
    );
    return key;
  };
  const mac = async (purpose: string, text: string, bytes: number) =>
    createHmac('sha256', await secretKey())
      .update(`${purpose}\0${text}`)
      .digest()
      .subarray(0, bytes)
      .toString('base64url');
  const accountTag = (id: string, email: string) =>
    mac('device-account', `${id}\0${email.toLowerCase()}`, tagBytes);
  const signature = (parts: string[]) => mac('device', parts.join('.'), signatureBytes);

  return {
    /** The device a cookie names, when the server signed it; anything else is no device. */
    async read(value: string | undefined): Promise<Device | undefined> {
      if (!value || value.length > 200) return undefined;
      const parts = value.split('.');
      const signed = parts.pop() ?? '';
      const [id, ...accounts] = parts;
      if (
        !id ||
        id.length !== lengthOf(idBytes) ||
        accounts.length > accountsPerDevice ||
        !parts.every((part) => base64url.test(part)) ||
        accounts.some((account) => account.length !== lengthOf(tagBytes))
      ) {
        return undefined;
      }
      const expected = Buffer.from(await signature(parts));
      const given = Buffer.from(signed);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { id, accounts };
    },

    /** Whether this device has signed in to the account with this email. */
    async knows(device: Device, email: string): Promise<boolean> {
      return device.accounts.includes(await accountTag(device.id, email));
    },

    /** The cookie value for a device (a new one when none) that has now signed in to this account. */
    async remember(device: Device | undefined, email: string): Promise<string> {
      const id = device?.id ?? randomBytes(idBytes).toString('base64url');
      const tag = await accountTag(id, email);
      const accounts = [tag, ...(device?.accounts ?? []).filter((other) => other !== tag)].slice(
        0,
        accountsPerDevice,
      );
      const parts = [id, ...accounts];
      return [...parts, await signature(parts)].join('.');
    },
  };
}

export type Devices = ReturnType<typeof createDevices>;

// The Meraki receiver's rules apart from HTTP: a device id from a MAC, and the receiver's URL (the
// connections route shows it too, and no route module imports another).
import { createHmac } from 'node:crypto';
import type { AppContext } from '../app-context';

/** A device id from a raw MAC: keyed hash, 32 hex characters, never the address. */
export function merakiDeviceId(deviceSecret: string, mac: string): string {
  return createHmac('sha256', deviceSecret).update(mac.toLowerCase()).digest('hex').slice(0, 32);
}

/** The URL to enter as the Scanning API "Post URL" in the Meraki dashboard. */
export const receiverUrl = (ctx: AppContext, locationId: number) =>
  `${ctx.config.publicUrl}/api/v1/ingest/meraki/${locationId}`;

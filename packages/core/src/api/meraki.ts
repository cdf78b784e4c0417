// Cisco Meraki Scanning API v3 (WiFi and Bluetooth) as Footfall receives it: Meraki GETs the
// receiver URL and expects the validator string shown in its dashboard, then POSTs observations
// about once a minute per network with the shared secret in the body. Fields Footfall does not
// use (x/y, variance, floor plans, SSIDs, IPv6...) are documented by Meraki and may grow: they are
// accepted and ignored (unlike Footfall's own ingest, whose senders we control).
import { z } from 'zod';

const MAC = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/;

const macField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(MAC, `${label} must be a MAC address (aa:bb:cc:dd:ee:ff)`);

const rssiRecordSchema = z.object({
  apMac: macField('apMac'),
  rssi: z.number({ error: 'rssi must be a number' }),
});

const locationSchema = z.object({
  time: z
    .string({ error: 'time is required' })
    .pipe(z.iso.datetime({ offset: true, error: 'time must be an ISO 8601 date-time' }))
    .transform((value) => Date.parse(value)),
  rssiRecords: z.array(rssiRecordSchema).max(1_000).default([]),
});

const observationSchema = z.object({
  clientMac: macField('clientMac'),
  locations: z.array(locationSchema).max(1_000).default([]),
});

/** The body Meraki POSTs (Scanning API v3). */
export const merakiScanningPostSchema = z.object({
  version: z.literal(['3.0', '3'], { error: 'version must be "3.0" (Scanning API v3)' }),
  secret: z.string({ error: 'secret is required' }).min(1).max(200),
  type: z.enum(['WiFi', 'Bluetooth'], { error: 'type must be "WiFi" or "Bluetooth"' }),
  data: z.object({
    networkId: z.string({ error: 'networkId is required' }).min(1).max(100),
    observations: z.array(observationSchema).max(10_000, 'At most 10,000 observations per post'),
  }),
});
export type MerakiScanningPost = z.input<typeof merakiScanningPostSchema>;

/** A randomized (locally administered) address: bit 1 of the first octet is set. */
export function isLocallyAdministeredMac(mac: string): boolean {
  return (parseInt(mac.slice(0, 2), 16) & 0b10) !== 0;
}

/** The location's Meraki receiver settings as the API shows them. */
export const merakiReceiverSchema = z.object({
  /** The URL to enter as the Scanning API "Post URL" in the Meraki dashboard. */
  receiver_url: z.string(),
  /** The validator Meraki shows for the network (null until entered). */
  validator: z.string().nullable(),
  /** Whether a post has been received, and when. */
  last_post_at: z.string().nullable(),
});
export type MerakiReceiver = z.infer<typeof merakiReceiverSchema>;

export const merakiReceiverRequestSchema = z.strictObject({
  validator: z
    .string({ error: 'validator is required' })
    .trim()
    .regex(/^[0-9A-Za-z]{8,100}$/, 'validator must be the letters and digits Meraki shows'),
});

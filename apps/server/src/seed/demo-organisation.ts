// The demo organisation: a folder tree and locations covering every type, service tier and
// service combination the product treats differently (docs/product.md section 3).
import type { LocationType, ServiceTier } from '@footfall/core';

export const DEMO_LOGIN = { email: 'demo@footfall.dev', password: 'footfall-demo' } as const;
export const DEMO_CORPORATION = 'Northwind Retail & Events';

export type DemoFolder = { key: string; name: string; parent?: string };
export type DemoLocation = {
  key: string;
  name: string;
  folder?: string;
  parent?: string;
  type: LocationType;
  service: ServiceTier;
  addon?: 'adam';
  featured?: boolean;
  country: string;
  timezone: string;
  address: string;
  tags?: string[];
  sensors?: string[];
};

export const DEMO_FOLDERS: DemoFolder[] = [
  { key: 'europe', name: 'Europe' },
  { key: 'france', name: 'France', parent: 'europe' },
  { key: 'spain', name: 'Spain', parent: 'europe' },
  { key: 'america', name: 'North America' },
  { key: 'events', name: 'Events & Shows' },
];

export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    key: 'paris',
    name: 'Paris Opéra Store',
    folder: 'france',
    type: 'RETAIL',
    service: 'PLUS',
    featured: true,
    country: 'FRA',
    timezone: 'Europe/Paris',
    address: '12 Boulevard Haussmann, 75009 Paris',
    tags: ['DOORCOUNTER'],
    sensors: ['FOOTTRAFFIC', 'HEATMAP'],
  },
  {
    key: 'lyon',
    name: 'Lyon Part-Dieu Store',
    folder: 'france',
    type: 'RETAIL',
    service: 'PLUS',
    country: 'FRA',
    timezone: 'Europe/Paris',
    address: '17 Rue du Docteur Bouchut, 69003 Lyon',
    sensors: ['FOOTTRAFFIC'],
  },
  {
    key: 'madrid',
    name: 'Madrid Gran Vía Store',
    folder: 'spain',
    type: 'RETAIL',
    service: 'LITE',
    country: 'ESP',
    timezone: 'Europe/Madrid',
    address: 'Gran Vía 32, 28013 Madrid',
    tags: ['DOORCOUNTER'],
    sensors: ['FOOTTRAFFIC'],
  },
  {
    key: 'barcelona',
    name: 'Barcelona Kiosk',
    folder: 'spain',
    type: 'RETAIL',
    service: 'LITE',
    country: 'ESP',
    timezone: 'Europe/Madrid',
    address: 'Passeig de Gràcia 55, 08007 Barcelona',
  },
  {
    key: 'westfield',
    name: 'Westfield Valley Mall',
    folder: 'america',
    type: 'MALL',
    service: 'PREMIUM',
    country: 'USA',
    timezone: 'America/Los_Angeles',
    address: '2855 Stevens Creek Blvd, Santa Clara, CA',
  },
  {
    key: 'sanjose',
    name: 'San José Flagship',
    folder: 'america',
    type: 'RETAIL',
    service: 'PLUS',
    country: 'USA',
    timezone: 'America/Los_Angeles',
    address: '150 S 1st St, San Jose, CA',
    tags: ['DOORCOUNTER'],
    sensors: ['FOOTTRAFFIC'],
  },
  {
    key: 'ces',
    name: 'CES Booth 4021',
    folder: 'events',
    type: 'XM',
    service: 'PLUS',
    country: 'USA',
    timezone: 'America/Los_Angeles',
    address: 'Las Vegas Convention Center, Central Hall',
    sensors: ['FOOTTRAFFIC'],
  },
  {
    key: 'nrf',
    name: 'NRF Big Show Booth',
    folder: 'events',
    type: 'XM',
    service: 'PREMIUM',
    addon: 'adam',
    country: 'USA',
    timezone: 'America/New_York',
    address: 'Javits Center, New York, NY',
    sensors: ['FOOTTRAFFIC', 'HEATMAP'],
  },
  {
    key: 'hannover',
    name: 'Hannover Messe',
    folder: 'events',
    type: 'AT',
    service: 'PLUS',
    country: 'DEU',
    timezone: 'Europe/Berlin',
    address: 'Messegelände, 30521 Hannover',
    sensors: ['FOOTTRAFFIC', 'HEATMAP'],
  },
  {
    key: 'hall1',
    name: 'Hall 1 · Booth A12',
    parent: 'hannover',
    type: 'AT',
    service: 'PLUS',
    country: 'DEU',
    timezone: 'Europe/Berlin',
    address: 'Hall 1, Booth A12',
    sensors: ['FOOTTRAFFIC'],
  },
  {
    key: 'hall2',
    name: 'Hall 2 · Booth C03',
    parent: 'hannover',
    type: 'AT',
    service: 'PLUS',
    country: 'DEU',
    timezone: 'Europe/Berlin',
    address: 'Hall 2, Booth C03',
    sensors: ['FOOTTRAFFIC'],
  },
  {
    key: 'summit',
    name: 'London Retail Summit',
    folder: 'events',
    type: 'AT',
    service: 'LITE',
    country: 'GBR',
    timezone: 'Europe/London',
    address: 'ExCeL London, Royal Victoria Dock',
    sensors: ['FOOTTRAFFIC'],
  },
];

// The demo's venues: floor plans (in metres) with areas and area groups for the locations with
// HEATMAP, and the gateways and door counters connected to every location with sensors. The
// simulator (packages/simulator, docs/simulator.md) reads them back through the API. Door
// counters are left unplaced (the set-up journey places them); the simulator puts an unplaced
// door in the middle of the front wall.

export type DemoArea = {
  name: string;
  group?: string;
  /** [x, y, width, height] in plan metres (y grows towards the front). */
  rect: readonly [number, number, number, number];
  /** On the hall plan: the booth (a child location key) this area outlines. */
  booth?: string;
};

export type DemoPlan = {
  location: string;
  name: string;
  /** The whole drawing, metres; the venue sits inside with the street or aisle below it. */
  widthM: number;
  heightM: number;
  metresPerPixel: number;
  /** The venue's outer walls, metres. */
  walls: readonly [number, number, number, number];
  /** What lies outside the front wall (drawn and labelled). */
  outside: string;
  areas: DemoArea[];
};

export type DemoConnectedGateway = {
  serial: string;
  name: string;
  location: string;
  services: string;
  height_cm: number;
  /** On the location's plan (metres) in the named area; absent where there is no plan. */
  at?: { x: number; y: number; area: string };
};

export type DemoDoorCounter = {
  serial: string;
  name: string;
  door: string;
  location: string;
};

export const DEMO_PLANS: DemoPlan[] = [
  {
    location: 'paris',
    name: 'Ground floor',
    widthM: 26,
    heightM: 24,
    metresPerPixel: 0.025,
    walls: [1, 1, 24, 16],
    outside: 'Boulevard Haussmann',
    areas: [
      { name: 'Fitting rooms', group: 'Services', rect: [1, 1, 8, 4] },
      { name: 'Accessories', group: 'Sales floor', rect: [9, 1, 8, 4] },
      { name: 'Checkout', group: 'Services', rect: [17, 1, 8, 4] },
      { name: 'Women', group: 'Sales floor', rect: [1, 5, 12, 7] },
      { name: 'Men', group: 'Sales floor', rect: [13, 5, 12, 7] },
      { name: 'Entrance', rect: [1, 12, 24, 5] },
    ],
  },
  {
    location: 'nrf',
    name: 'Booth 3041',
    widthM: 16,
    heightM: 18,
    metresPerPixel: 0.02,
    walls: [1, 1, 14, 11],
    outside: 'Aisle 3000',
    areas: [
      { name: 'Demo stage', group: 'Experiences', rect: [1, 1, 7, 5] },
      { name: 'Meeting lounge', group: 'Hospitality', rect: [8, 1, 7, 5] },
      { name: 'Product wall', group: 'Experiences', rect: [1, 6, 7, 6] },
      { name: 'Reception', group: 'Hospitality', rect: [8, 6, 7, 6] },
    ],
  },
  {
    location: 'hannover',
    name: 'Halls 1-2',
    widthM: 52,
    heightM: 34,
    metresPerPixel: 0.05,
    walls: [1, 1, 50, 26],
    outside: 'North entrance plaza',
    areas: [
      { name: 'Hall 1 · Booth A12', group: 'Booths', rect: [3, 3, 12, 9], booth: 'hall1' },
      { name: 'Hall 2 · Booth C03', group: 'Booths', rect: [36, 3, 12, 9], booth: 'hall2' },
      { name: 'Catering', group: 'Public areas', rect: [18, 1, 15, 11] },
      { name: 'Main aisle', group: 'Public areas', rect: [1, 12, 50, 7] },
      { name: 'Registration', group: 'Public areas', rect: [1, 19, 50, 8] },
    ],
  },
];

export const CONNECTED_DEMO_GATEWAYS: DemoConnectedGateway[] = [
  {
    serial: 'DC:A6:32:10:00:01',
    name: 'Entrance',
    location: 'paris',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 250,
    at: { x: 13, y: 14.5, area: 'Entrance' },
  },
  {
    serial: 'DC:A6:32:10:00:02',
    name: 'Fitting rooms',
    location: 'paris',
    services: 'FOOTTRAFFIC',
    height_cm: 240,
    at: { x: 5, y: 3, area: 'Fitting rooms' },
  },
  {
    serial: 'DC:A6:32:10:00:04',
    name: 'Checkout',
    location: 'paris',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 250,
    at: { x: 21, y: 3, area: 'Checkout' },
  },
  {
    serial: 'DC:A6:32:10:00:05',
    name: 'Sales floor',
    location: 'paris',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 260,
    at: { x: 7, y: 8.5, area: 'Women' },
  },
  {
    serial: 'DC:A6:32:10:00:03',
    name: 'Main hall',
    location: 'lyon',
    services: 'FOOTTRAFFIC',
    height_cm: 300,
  },
  {
    serial: 'DC:A6:32:10:00:06',
    name: 'Back of store',
    location: 'lyon',
    services: 'FOOTTRAFFIC',
    height_cm: 280,
  },
  {
    serial: 'DC:A6:32:20:00:01',
    name: 'Entrance',
    location: 'madrid',
    services: 'FOOTTRAFFIC',
    height_cm: 250,
  },
  {
    serial: 'DC:A6:32:20:00:02',
    name: 'Sales floor',
    location: 'madrid',
    services: 'FOOTTRAFFIC',
    height_cm: 250,
  },
  {
    serial: 'DC:A6:32:30:00:01',
    name: 'Entrance',
    location: 'sanjose',
    services: 'FOOTTRAFFIC',
    height_cm: 270,
  },
  {
    serial: 'DC:A6:32:30:00:02',
    name: 'Showroom',
    location: 'sanjose',
    services: 'FOOTTRAFFIC',
    height_cm: 270,
  },
  {
    serial: 'DC:A6:32:30:00:03',
    name: 'Service desk',
    location: 'sanjose',
    services: 'FOOTTRAFFIC',
    height_cm: 270,
  },
  {
    serial: 'DC:A6:32:40:00:01',
    name: 'Booth front',
    location: 'ces',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:40:00:02',
    name: 'Booth back',
    location: 'ces',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:40:00:03',
    name: 'Demo table',
    location: 'ces',
    services: 'FOOTTRAFFIC',
    height_cm: 150,
  },
  {
    serial: 'DC:A6:32:50:00:01',
    name: 'Reception',
    location: 'nrf',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 230,
    at: { x: 11.5, y: 10.5, area: 'Reception' },
  },
  {
    serial: 'DC:A6:32:50:00:02',
    name: 'Demo stage',
    location: 'nrf',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 230,
    at: { x: 4.5, y: 3, area: 'Demo stage' },
  },
  {
    serial: 'DC:A6:32:50:00:03',
    name: 'Lounge',
    location: 'nrf',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 230,
    at: { x: 12, y: 3, area: 'Meeting lounge' },
  },
  {
    serial: 'DC:A6:32:60:00:01',
    name: 'Registration',
    location: 'hannover',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 300,
    at: { x: 26, y: 23, area: 'Registration' },
  },
  {
    serial: 'DC:A6:32:60:00:02',
    name: 'Aisle west',
    location: 'hannover',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 300,
    at: { x: 10, y: 15.5, area: 'Main aisle' },
  },
  {
    serial: 'DC:A6:32:60:00:03',
    name: 'Aisle east',
    location: 'hannover',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 300,
    at: { x: 42, y: 15.5, area: 'Main aisle' },
  },
  {
    serial: 'DC:A6:32:60:00:04',
    name: 'Catering',
    location: 'hannover',
    services: 'FOOTTRAFFIC,HEATMAP',
    height_cm: 300,
    at: { x: 25.5, y: 6, area: 'Catering' },
  },
  {
    serial: 'DC:A6:32:61:00:01',
    name: 'Booth A12 front',
    location: 'hall1',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:61:00:02',
    name: 'Booth A12 back',
    location: 'hall1',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:62:00:01',
    name: 'Booth C03 front',
    location: 'hall2',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:62:00:02',
    name: 'Booth C03 back',
    location: 'hall2',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:70:00:01',
    name: 'Stand front',
    location: 'summit',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
  {
    serial: 'DC:A6:32:70:00:02',
    name: 'Stand back',
    location: 'summit',
    services: 'FOOTTRAFFIC',
    height_cm: 220,
  },
];

export const DEMO_DOOR_COUNTERS: DemoDoorCounter[] = [
  {
    serial: 'DC-PARIS-0001',
    name: 'Main door counter',
    door: 'Boulevard Haussmann entrance',
    location: 'paris',
  },
  {
    serial: 'DC-MADRID-0001',
    name: 'Main door counter',
    door: 'Gran Vía entrance',
    location: 'madrid',
  },
  {
    serial: 'DC-SANJOSE-0001',
    name: 'Main door counter',
    door: 'S 1st St entrance',
    location: 'sanjose',
  },
  {
    serial: 'DC-SANJOSE-0002',
    name: 'Parking door counter',
    door: 'Parking entrance',
    location: 'sanjose',
  },
];

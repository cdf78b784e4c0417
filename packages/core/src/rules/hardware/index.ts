// Gateways and tags: serials, status and the CSV hardware import (issue 4).
export * from './hardware-csv';
export * from './import-messages';
export * from './serial';

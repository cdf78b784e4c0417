// Which alerts a person gets at a location until they choose (their notification settings): read
// by the settings routes and by the alert jobs that find the recipients.
export const DEFAULT_ALERTS = {
  sensor_offline: true,
  daily_summary: false,
  traffic_drop: true,
} as const;

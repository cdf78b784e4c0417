// The venue and sensor simulator and the real-data importers arrive with the pipeline issue.
// Until then this package only reserves its place in the workspace layout (DESIGN.md section 2).
export const SIMULATOR_VERSION = '0.1.0';

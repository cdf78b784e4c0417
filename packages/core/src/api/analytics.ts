// API schemas of the analytics endpoints (placeholder, filled by the pipeline issue).
export {};

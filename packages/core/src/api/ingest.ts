// API schemas of the ingest endpoints (placeholder, filled by the pipeline issue).
export {};

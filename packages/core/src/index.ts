// @footfall/core: the pure rules and API contract shared by the web app and the server.
export * from './rules/index';
export * from './api/index';

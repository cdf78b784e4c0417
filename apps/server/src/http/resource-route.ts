// The routes of one kind of resource named by `:id` in the path (a location, a report, a tag):
// each is authenticated, reads the id and loads the resource through the resource's own check
// (seen by the caller or 404, the permission or 403) before its handler, which gets it as `found`.
import { deletedSchema } from '@footfall/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from './authenticate';
import { defineRoute, idParams, type RouteSpec } from './route';

type Schema = z.ZodType;
/** The path: `{ id }` (idParams) unless the route names more under the resource (idsIn). */
type PathSchema = z.ZodType<{ id: number }>;
type IdRoute<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends PathSchema,
  R extends Schema,
> = RouteSpec<B, Q, P, R, true>;

export type Resource<T, Need> = {
  tag: string;
  /** The resource `id` names, checked for `need` (a permission, or none: seeing it is enough). */
  load: (auth: AuthContext, id: number, need: Need | undefined) => Promise<T>;
};

export type ResourceRouteSpec<
  T,
  Need,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends PathSchema,
  R extends Schema,
> = Omit<IdRoute<B, Q, P, R>, 'tag' | 'auth' | 'params' | 'handler'> & {
  permission?: Need;
  params?: P;
  handler: (
    input: Parameters<IdRoute<B, Q, P, R>['handler']>[0] & { found: T },
  ) => ReturnType<IdRoute<B, Q, P, R>['handler']>;
};

export function resourceRoutes<T, Need>(app: FastifyInstance, resource: Resource<T, Need>) {
  function route<
    B extends Schema | undefined,
    Q extends Schema | undefined,
    R extends Schema,
    P extends PathSchema = typeof idParams,
  >(spec: ResourceRouteSpec<T, Need, B, Q, P, R>): void {
    const { permission, handler, params, ...declared } = spec;
    defineRoute<B, Q, P, R, true>(app, {
      ...declared,
      tag: resource.tag,
      auth: true,
      // Without a schema of its own, P is its default, idParams.
      params: params ?? (idParams as unknown as P),
      handler: async (input) =>
        handler({ ...input, found: await resource.load(input.auth, input.params.id, permission) }),
    });
  }
  /** A DELETE that removes the resource the caller may change and answers `{ deleted: true }`. */
  function remove(spec: {
    url: string;
    summary: string;
    permission?: Need;
    remove: (found: T) => Promise<unknown>;
  }): void {
    route({
      method: 'DELETE',
      url: spec.url,
      summary: spec.summary,
      permission: spec.permission,
      response: deletedSchema,
      handler: async ({ found }) => {
        await spec.remove(found);
        return { deleted: true };
      },
    });
  }
  return { route, remove };
}

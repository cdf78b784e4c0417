// Sensors (gateways) of a location: list, add (connect a registry serial or register a new one
// to the corporation), read and change one, and the location's services (issue 4).
import {
  locationServicesSchema,
  sensorCreateRequestSchema,
  sensorSchema,
  sensorUpdateRequestSchema,
  type ServiceTier,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { ApiError, notFound } from '../http/errors';
import { childAccess } from '../organisation/guards';
import { checkArea, checkFloorPlan, hardwareAccess, servicesOf } from './hardware-access';
import { connectFreeSensor, placementConflict, placementOf, registryRows } from './registry';
import { findSensor, listSensors, registerSensor, updateSensor } from './sensor-store';
import { toApiSensor, type SensorRow } from './sensor-view';
import { idIn, idOut } from '../db/ids';
import { locatedResource, locationResource } from '../organisation/location-resource';

/** A sensor by id; one of no location is nobody's to see. */
async function placedSensor(ctx: AppContext, id: number) {
  const row = await findSensor(ctx.db, id);
  return row && row.locationId !== null ? { ...row, locationId: row.locationId } : undefined;
}

export const sensorRoutes: FastifyPluginAsync = async (app) => {
  const onSensor = locatedResource(app, 'sensors', 'The sensor', (id) =>
    placedSensor(app.appContext, id),
  );
  const onLocation = locationResource(app, 'sensors');
  for (const url of ['/api/system/locations/:id/sensors', '/api/v1/locations/:id/sensors']) {
    onLocation.route({
      method: 'GET',
      url,
      summary: "The location's sensors (needs a locations_sensors_ permission)",
      permission: 'locations_sensors_',
      allowShareToken: url.startsWith('/api/v1/'),
      response: z.array(sensorSchema),
      handler: async ({ ctx, found: { location } }) => {
        const rows = await listSensors(ctx.db, location.id);
        const now = ctx.now();
        return rows.map((row) => toApiSensor(row, now));
      },
    });
  }

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/sensors',
    summary:
      'Add a sensor: connects a free serial of the corporation or registers a new one to it (needs locations_sensors_edit; 409 with the documented message when it cannot)',
    permission: 'locations_sensors_edit',
    body: sensorCreateRequestSchema,
    response: sensorSchema,
    status: 201,
    handler: async ({ body, ctx, found: { location, scope } }) => {
      const values = {
        name: body.name ?? undefined,
        services: body.services?.join(','),
        areaId:
          body.area_id === undefined ? undefined : await checkArea(ctx, location.id, body.area_id),
        floorPlanId:
          body.floor_plan_id === undefined
            ? undefined
            : await checkFloorPlan(ctx, location.id, body.floor_plan_id),
        xM: body.x_m,
        yM: body.y_m,
        heightCm: body.height_cm,
      };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const [existing] = await registryRows(ctx, [body.serial]);
        const placement = placementOf(existing, location, scope);
        let row: SensorRow | undefined;
        if (placement.outcome === 'not_found') {
          row = await registerSensor(
            ctx.db,
            {
              serial: body.serial,
              corporationId: location.corporationId,
              locationId: location.id,
            },
            values,
          );
        } else if (placement.outcome === 'added' && existing) {
          row = await connectFreeSensor(ctx, existing.id, location, values);
        } else {
          throw placementConflict(placement);
        }
        if (row) return toApiSensor(row, ctx.now());
        // Someone else registered or connected it meanwhile: look again.
      }
      throw new ApiError('ConflictException', 'The sensor changed meanwhile; try again');
    },
  });

  onSensor.route({
    method: 'GET',
    url: '/api/system/sensors/:id',
    summary: 'One sensor (its location decides access)',
    permission: 'locations_sensors_',
    response: sensorSchema,
    handler: async ({ ctx, found: { row } }) => toApiSensor(row, ctx.now()),
  });

  onSensor.route({
    method: 'PUT',
    url: '/api/system/sensors/:id',
    summary:
      'Change a sensor: name, services, area, floor plan, position, height; location_id moves or (null) disconnects it (needs locations_sensors_edit)',
    permission: 'locations_sensors_edit',
    body: sensorUpdateRequestSchema,
    response: sensorSchema,
    handler: async ({ auth, body, ctx, found: { row, location } }) => {
      let target = location;
      const moving = body.location_id !== undefined && body.location_id !== idOut(location.id);
      if (moving && body.location_id !== null && body.location_id !== undefined) {
        // An unseen destination is a bad field of this request, not a missing sensor.
        const destination = await childAccess(
          hardwareAccess(ctx, auth, idIn(body.location_id), 'sensors', 'edit'),
          new ApiError('ValidationException', 'Location is not valid', {
            location_id: 'Location is not valid',
          }),
        );
        if (destination.location.corporationId !== row.corporationId) {
          throw new ApiError('ValidationException', 'Location is not valid', {
            location_id: 'Location is not valid',
          });
        }
        target = destination.location;
      }
      const placeAt = moving ? (body.location_id === null ? null : target.id) : location.id;
      const updated = await updateSensor(ctx.db, row.id, {
        name: body.name,
        services: body.services?.join(','),
        // A moved sensor leaves its area, floor plan and position behind.
        areaId: moving
          ? null
          : body.area_id === undefined
            ? undefined
            : await checkArea(ctx, location.id, body.area_id),
        floorPlanId: moving
          ? null
          : body.floor_plan_id === undefined
            ? undefined
            : await checkFloorPlan(ctx, location.id, body.floor_plan_id),
        xM: moving ? null : body.x_m,
        yM: moving ? null : body.y_m,
        heightCm: body.height_cm,
        locationId: placeAt,
      });
      if (!updated) throw notFound('The sensor');
      return toApiSensor(updated, ctx.now());
    },
  });

  onLocation.route({
    method: 'GET',
    url: '/api/v1/locations/:id/services',
    summary: "The location's service tier, tag services and sensor services",
    allowShareToken: true,
    response: locationServicesSchema,
    handler: async ({ ctx, found: { location } }) => {
      const services = await servicesOf(ctx, location.id);
      return {
        service: location.service as ServiceTier,
        tag_services: services.tag,
        sensor_services: services.sensor,
      };
    },
  });
};

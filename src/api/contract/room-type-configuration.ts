import * as v from 'valibot'

/** GET /api/RoomTypeConfiguration/Get?propertyId — the answers of the room configuration question. */
export const RoomTypeConfigurationQuery = v.object({
  propertyId: v.pipe(v.string(), v.minLength(1, 'A property is required.')),
})
export const RoomTypeConfiguration = v.object({ Id: v.number(), Name: v.string() })
export type RoomTypeConfiguration = v.InferOutput<typeof RoomTypeConfiguration>
export const RoomTypeConfigurationList = v.array(RoomTypeConfiguration)
export type RoomTypeConfigurationList = v.InferOutput<typeof RoomTypeConfigurationList>

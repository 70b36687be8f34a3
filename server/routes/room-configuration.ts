import { Hono } from 'hono'
import { RoomTypeConfigurationList, RoomTypeConfigurationQuery } from '@/api/contract/room-type-configuration'
import { requireProperty } from '../catalogue/property'
import { loadRoomConfigurations } from '../catalogue/reference-data'
import type { AppDeps, AppEnv } from '../web/context'
import { parseQuery, reply } from '../web/http'

export function roomConfigurationRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/RoomTypeConfiguration/Get', async (c) => {
    const query = parseQuery(c, RoomTypeConfigurationQuery)
    const property = await requireProperty(db, query.propertyId)
    const configurations = await loadRoomConfigurations(db, property.id)
    return reply(
      c,
      RoomTypeConfigurationList,
      configurations.map((configuration) => ({ Id: configuration.id, Name: configuration.name })),
    )
  })

  return app
}

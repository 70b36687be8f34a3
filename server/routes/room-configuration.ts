import { Hono } from 'hono'
import { RoomTypeConfigurationList, RoomTypeConfigurationQuery } from '@/api/contract/room-type-configuration'
import { readerOf, textOf } from '../catalogue/hotel-texts'
import { requireProperty } from '../catalogue/property'
import { loadRoomConfigurations } from '../catalogue/reference-data'
import type { AppDeps, AppEnv } from '../web/context'
import { parseQuery, reply, requestLanguage } from '../web/http'

export function roomConfigurationRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/RoomTypeConfiguration/Get', async (c) => {
    const query = parseQuery(c, RoomTypeConfigurationQuery)
    const property = await requireProperty(db, query.propertyId)
    const configurations = await loadRoomConfigurations(db, property.id)
    // In the guest's language where the hotel wrote the name in more than one (decision 0146).
    const reader = readerOf(property.settings, requestLanguage(c))
    return reply(
      c,
      RoomTypeConfigurationList,
      configurations.map((configuration) => ({
        Id: configuration.id,
        Name: textOf(configuration.name, configuration.translations, 'name', reader),
      })),
    )
  })

  return app
}

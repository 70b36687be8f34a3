import { Hono } from 'hono'
import * as v from 'valibot'
import { BookConfig } from '@/api/contract/book-config'
import { PropertyGroup, PropertySettings, type PropertyGroupMember } from '@/api/contract/property'
import { loadGroupAreas, loadGroupProperties, requireGroup } from '../catalogue/property-groups'
import { requiredFieldsOf, requireProperty, settingsIn } from '../catalogue/property'
import type { AppDeps, AppEnv } from '../web/context'
import { reply, requestLanguage } from '../web/http'
import { readerOf, rowIn } from '../catalogue/hotel-texts'

export function propertyRoutes({ db, payments }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/Property/:id', async (c) => {
    const property = await requireProperty(db, c.req.param('id'))
    // Only what the contract names: the stored settings also hold what the hotel alone may see (its reservations
    // address, webhook URL and secret, decision 0106), and a reply sends its body as given.
    // Where the guest enters a card is the server's to say (decision 0113), whatever the settings hold.
    return reply(
      c,
      PropertySettings,
      // Its name and occupancy words in the guest's language (decision 0136).
      v.parse(PropertySettings, {
        ...settingsIn(property, requestLanguage(c)),
        CardForm: payments.cardForm(property),
      }),
    )
  })

  app.get('/api/Book/Config/:id', async (c) => {
    const stored = await requireProperty(db, c.req.param('id'))
    // Its messages, offers and terms in the guest's language (decision 0132).
    const property = rowIn(stored, readerOf(stored.settings, requestLanguage(c)))
    return reply(c, BookConfig, { ...property.book_config, RequiredFields: requiredFieldsOf(property) })
  })

  app.get('/api/PropertyGroup/:id', async (c) => {
    const g = await requireGroup(db, c.req.param('id'))
    const areas = await loadGroupAreas(db, g.id)
    const props = await loadGroupProperties(db, g.id)
    const body: PropertyGroup = {
      PropertyGroupId: g.id,
      PropertyGroupCode: g.code,
      PropertyGroupName: g.name,
      ...g.settings,
      Areas: areas.map((a) => ({ AreaId: a.id, Name: a.name })),
      Properties: props.map((property): PropertyGroupMember => ({
        PropertyId: property.id,
        PropertyCode: property.code,
        PropertyName: property.name,
        AreaId: property.area_id,
        PropertyImageUrl: property.settings.PropertyImageUrl,
        LogoFileUrl: property.settings.LogoFileUrl,
        Currency: property.currency,
        HotelRating: property.settings.HotelRating,
        TimeZone: property.settings.TimeZone,
      })),
    }
    return reply(c, PropertyGroup, body)
  })

  return app
}

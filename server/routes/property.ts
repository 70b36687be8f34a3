import { Hono } from 'hono'
import { BookConfig } from '@/api/contract/book-config'
import { PropertyGroup, type PropertyGroupMember } from '@/api/contract/property'
import { PropertySettings } from '@/api/contract/property'
import { requiredFieldsOf, requireProperty } from '../booking/property'
import type { AppDeps, AppEnv } from '../context'
import { notFound, reply } from '../http'

export function propertyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/api/Property/:id', async (c) => {
    const p = await requireProperty(db, c.req.param('id'))
    return reply(c, PropertySettings, p.settings)
  })

  app.get('/api/Book/Config/:id', async (c) => {
    const p = await requireProperty(db, c.req.param('id'))
    return reply(c, BookConfig, { ...p.book_config, RequiredFields: requiredFieldsOf(p) })
  })

  app.get('/api/PropertyGroup/:id', async (c) => {
    const id = c.req.param('id').trim()
    const [g] = /^\d{1,9}$/.test(id)
      ? await db.query<{
          id: number
          code: string
          name: string
          settings: Omit<
            PropertyGroup,
            'PropertyGroupId' | 'PropertyGroupCode' | 'PropertyGroupName' | 'Areas' | 'Properties'
          >
        }>('SELECT * FROM property_group WHERE id = $1', [Number(id)])
      : await db.query<{
          id: number
          code: string
          name: string
          settings: Omit<
            PropertyGroup,
            'PropertyGroupId' | 'PropertyGroupCode' | 'PropertyGroupName' | 'Areas' | 'Properties'
          >
        }>('SELECT * FROM property_group WHERE code = $1', [id.toUpperCase()])
    if (!g) throw notFound('This property group was not found.')
    const areas = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM area WHERE group_id = $1 ORDER BY id',
      [g.id],
    )
    const props = await db.query<{
      id: number
      code: string
      name: string
      area_id: number | null
      currency: string
      settings: PropertySettings
    }>('SELECT id, code, name, area_id, currency, settings FROM property WHERE group_id = $1 ORDER BY id', [
      g.id,
    ])
    const body: PropertyGroup = {
      PropertyGroupId: g.id,
      PropertyGroupCode: g.code,
      PropertyGroupName: g.name,
      ...g.settings,
      Areas: areas.map((a) => ({ AreaId: a.id, Name: a.name })),
      Properties: props.map((p): PropertyGroupMember => ({
        PropertyId: p.id,
        PropertyCode: p.code,
        PropertyName: p.name,
        AreaId: p.area_id,
        PropertyImageUrl: p.settings.PropertyImageUrl,
        LogoFileUrl: p.settings.LogoFileUrl,
        Currency: p.currency,
        HotelRating: p.settings.HotelRating,
      })),
    }
    return reply(c, PropertyGroup, body)
  })

  return app
}

import type { ServiceListResponse } from '@/api/contract/service'
import { addDays, eachNight } from '@/domain/dates'
import { toMajorUnits } from '@/domain/money'
import type { ServiceCharge } from '@/domain/services'
import type { Queryable } from '../db/types'
import { rowIn, type Reader, type Translations } from './hotel-texts'

export type ServiceRow = {
  id: number
  code: string
  name: string
  description: string
  image_url: string | null
  price: number
  charge_type: ServiceCharge
  charge_per_person: boolean
  allow_edit: boolean
  inventory: number | null
  max_quantity: number
  /** The name's and description's other languages (decision 0132): read through rowIn. */
  translations: Translations
}

/**
 * The days a stocked extra uses: PerDay every night of the stay (parking), PerStay the departure day (late
 * checkout), PerQuantity the arrival day.
 */
export function stockDays(charge: ServiceCharge, from: string, to: string): string[] {
  if (charge === 'PerDay') return eachNight(from, to)
  if (charge === 'PerStay') return [to]
  return [from]
}

/** Units taken from stock: the quantity for PerQuantity, one otherwise (one parking space per room). */
export function stockUnits(charge: ServiceCharge, quantity: number): number {
  return charge === 'PerQuantity' ? quantity : 1
}

export async function loadServices(db: Queryable, propertyId: number): Promise<ServiceRow[]> {
  return db.query<ServiceRow>(
    `SELECT id, code, name, description, image_url, price, charge_type, charge_per_person, allow_edit, inventory, max_quantity,
            translations
     FROM service WHERE property_id = $1 ORDER BY sort`,
    [propertyId],
  )
}

export async function serviceList(
  db: Queryable,
  propertyId: number,
  from: string,
  to: string,
  reader: Reader,
): Promise<ServiceListResponse> {
  const services = (await loadServices(db, propertyId)).map((s) => rowIn(s, reader))
  const stock = await db.query<{ service_id: number; day: string; available: number }>(
    `SELECT s.service_id, s.day::text AS day, s.available FROM service_stock s JOIN service sv ON sv.id = s.service_id
     WHERE sv.property_id = $1 AND s.day >= $2 AND s.day <= $3`,
    [propertyId, from, addDays(to, 0)],
  )
  const byKey = new Map(stock.map((s) => [`${s.service_id}|${s.day}`, s.available]))
  const inventory: ServiceListResponse['InventoryPerServiceId'] = {}
  for (const s of services) {
    let starting: number | null = null
    if (s.inventory !== null) {
      starting = Math.min(...stockDays(s.charge_type, from, to).map((d) => byKey.get(`${s.id}|${d}`) ?? 0))
    }
    inventory[String(s.id)] = { ServiceId: s.id, StartingInventory: starting, ReservationItems: [] }
  }
  return {
    Services: services.map((s) => ({
      ServiceId: s.id,
      ServiceCode: s.code,
      ServiceName: s.name,
      ServiceDescription: s.description,
      ImageUrl: s.image_url,
      AllowEditOnBookingEngine: s.allow_edit,
      Price: toMajorUnits(s.price),
      ChargeType: s.charge_type,
      ChargePerPerson: s.charge_per_person,
      Articles: [],
      Quantity: s.max_quantity,
    })),
    InventoryPerServiceId: inventory,
  }
}

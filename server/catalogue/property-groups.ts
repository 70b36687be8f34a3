/**
 * Property groups (docs/product/search.md#screens group search): a group, its areas and member properties, and what the group-wide
 * searches read of them. A group is found by numeric id or by code, the same way as a property.
 */
import type { PropertyGroup, PropertySettings } from '@/api/contract/property'
import type { Queryable } from '../db/types'
import { notFound } from '../http-errors'
import type { PropertyRow } from './property'

export type PropertyGroupRecord = {
  id: number
  code: string
  name: string
  settings: Omit<
    PropertyGroup,
    'PropertyGroupId' | 'PropertyGroupCode' | 'PropertyGroupName' | 'Areas' | 'Properties'
  >
}

export type GroupMemberRecord = PropertyRow & { area_name: string | null }

/** A group by numeric id ("7", 7) or by code (case-insensitive); a 404 when there is none. */
export async function requireGroup(db: Queryable, ref: string | number): Promise<PropertyGroupRecord> {
  const text = String(ref).trim()
  const [group] = /^\d{1,9}$/.test(text)
    ? await db.query<PropertyGroupRecord>('SELECT * FROM property_group WHERE id = $1', [Number(text)])
    : await db.query<PropertyGroupRecord>('SELECT * FROM property_group WHERE code = $1', [
        text.toUpperCase(),
      ])
  if (!group) throw notFound('This property group was not found.')
  return group
}

export async function loadGroupAreas(
  db: Queryable,
  groupId: number,
): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM area WHERE group_id = $1 ORDER BY id', [
    groupId,
  ])
}

/** The member properties of a group, optionally of one area only, with their area's name. */
export async function loadGroupMembers(
  db: Queryable,
  groupId: number,
  areaId: number | null | undefined,
): Promise<GroupMemberRecord[]> {
  return db.query<GroupMemberRecord>(
    `SELECT p.*, a.name AS area_name FROM property p LEFT JOIN area a ON a.id = p.area_id
     WHERE p.group_id = $1 AND ($2::int IS NULL OR p.area_id = $2) ORDER BY p.id`,
    [groupId, areaId ?? null],
  )
}

export type GroupPropertyRecord = {
  id: number
  code: string
  name: string
  area_id: number | null
  currency: string
  settings: PropertySettings
}

export async function loadGroupProperties(db: Queryable, groupId: number): Promise<GroupPropertyRecord[]> {
  return db.query<GroupPropertyRecord>(
    'SELECT id, code, name, area_id, currency, settings FROM property WHERE group_id = $1 ORDER BY id',
    [groupId],
  )
}

/** The first active promo code of that code at any property of the group. */
export async function findGroupPromotion(
  db: Queryable,
  groupId: number,
  code: string,
): Promise<{ id: number; code: string; name: string; discount_percentage: number } | null> {
  const [promotion] = await db.query<{ id: number; code: string; name: string; discount_percentage: number }>(
    `SELECT pc.id, pc.code, pc.name, pc.discount_percentage FROM promo_code pc JOIN property p ON p.id = pc.property_id
     WHERE p.group_id = $1 AND upper(pc.code) = upper($2) AND pc.active ORDER BY pc.id LIMIT 1`,
    [groupId, code],
  )
  return promotion ?? null
}

/** Rooms free per day and member property over [from, to] (inclusive). */
export async function loadGroupRoomsPerDay(
  db: Queryable,
  propertyIds: readonly number[],
  from: string,
  to: string,
): Promise<{ day: string; property_id: number; rooms: number }[]> {
  return db.query<{ day: string; property_id: number; rooms: number }>(
    `SELECT day::text AS day, property_id, SUM(CASE WHEN closed THEN 0 ELSE available END)::int AS rooms FROM inventory
     WHERE property_id = ANY($1::int[]) AND day >= $2 AND day <= $3 GROUP BY day, property_id ORDER BY day, property_id`,
    [propertyIds, from, to],
  )
}

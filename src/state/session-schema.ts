import * as v from 'valibot'
import { SearchResult } from '@/api/contract/availability'
import { BookingStage, StepFlag } from '@/domain/booking-flow'
import type { BookingSession } from './booking-session'

// The booking session as it is kept on the device, checked when it is read back: a basket written by an older
// version of the app that no longer fits is dropped rather than half-restored.

const Occupancy = v.object({ adults: v.number(), children: v.number(), infants: v.number() })

const SearchForm = v.object({
  propertyCode: v.string(),
  dateFrom: v.string(),
  dateTo: v.string(),
  rooms: v.array(Occupancy),
  promoCode: v.string(),
  ratePlanCode: v.nullable(v.string()),
  locationId: v.nullable(v.number()),
})

const ChosenServices = v.array(
  v.object({
    serviceId: v.number(),
    name: v.string(),
    quantity: v.number(),
    unitPrice: v.number(),
    chargeType: v.picklist(['PerStay', 'PerDay', 'PerQuantity']),
    chargePerPerson: v.boolean(),
  }),
)

const LeadGuest = v.object({ firstName: v.string(), lastName: v.string() })

const RoomChoice = v.object({
  roomTypeId: v.number(),
  ratePlanId: v.number(),
  leadGuest: LeadGuest,
  roomConfigurationId: v.nullable(v.number()),
  services: ChosenServices,
  upgradeSeen: v.boolean(),
  extrasSeen: v.boolean(),
})

const KeptDetails = v.object({
  leadGuest: LeadGuest,
  roomConfigurationId: v.nullable(v.number()),
  services: ChosenServices,
  extrasSeen: v.boolean(),
})

export const StoredBookingSession = v.object({
  stage: v.picklist(Object.values(BookingStage)),
  search: v.nullable(SearchForm),
  result: v.nullable(SearchResult),
  choices: v.array(v.nullable(RoomChoice)),
  summarySeen: v.boolean(),
  // Kept by this version on; a basket kept before them reads back with no active room and nothing kept.
  activeRoom: v.optional(v.nullable(v.number()), null),
  kept: v.optional(v.array(v.nullable(KeptDetails)), []),
  reopened: v.optional(
    v.nullable(
      v.object({
        step: v.picklist([StepFlag.UpgradeSelection, StepFlag.Occupancy, StepFlag.Extras]),
        roomIndex: v.number(),
      }),
    ),
    null,
  ),
}) satisfies v.GenericSchema<unknown, BookingSession>

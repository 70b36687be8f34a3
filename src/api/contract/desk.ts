/**
 * The wire of the hotel's desk (decision 0117): what the staff area sends and gets back under /api/Desk. Same
 * conventions as the guest API: PascalCase fields, days as 'YYYY-MM-DD', money in major units, instants as ISO
 * strings. The session is a cookie; every change also sends the session's CSRF token in X-Desk-Csrf.
 */
import * as v from 'valibot'
import { IsoDate } from './common'

export const DESK_CSRF_HEADER = 'X-Desk-Csrf'

export const DeskRole = v.picklist(['owner', 'front-desk'])
export type DeskRole = v.InferOutput<typeof DeskRole>

const Password = v.pipe(
  v.string('A password is required.'),
  v.minLength(1, 'A password is required.'),
  v.maxLength(200, 'This password is too long.'),
)
const TotpCode = v.pipe(
  v.string('A code is required.'),
  v.trim(),
  v.regex(/^\d{6}$/, 'The code is the six digits your authenticator app shows.'),
)

export const DeskLoginRequest = v.object({
  Email: v.pipe(
    v.string('An e-mail address is required.'),
    v.trim(),
    v.minLength(1, 'An e-mail address is required.'),
    v.maxLength(254, 'This e-mail address is too long.'),
  ),
  Password,
})
export type DeskLoginRequest = v.InferOutput<typeof DeskLoginRequest>

export const DeskTotpRequest = v.object({ Code: TotpCode })
export type DeskTotpRequest = v.InferOutput<typeof DeskTotpRequest>

export const DeskPropertyAccess = v.object({ Code: v.string(), Name: v.string(), Role: DeskRole })

export const DeskStaff = v.object({
  Email: v.string(),
  Name: v.string(),
  TotpEnabled: v.boolean(),
  Properties: v.array(DeskPropertyAccess),
})
export type DeskStaff = v.InferOutput<typeof DeskStaff>

/** A login answers either "now the code" (the password was right, TOTP is on) or the session. */
export const DeskLoginResponse = v.object({
  Status: v.picklist(['TotpRequired', 'LoggedIn']),
  Staff: v.nullable(DeskStaff),
  CsrfToken: v.nullable(v.string()),
})
export type DeskLoginResponse = v.InferOutput<typeof DeskLoginResponse>

export const DeskSession = v.object({ Staff: DeskStaff, CsrfToken: v.string() })
export type DeskSession = v.InferOutput<typeof DeskSession>

export const DeskTotpSetup = v.object({
  Secret: v.pipe(v.string(), v.description('Base32, for typing into an authenticator app.')),
  Uri: v.pipe(v.string(), v.description('otpauth:// URI, for a QR code.')),
})
export type DeskTotpSetup = v.InferOutput<typeof DeskTotpSetup>

export const DeskDone = v.object({ Message: v.string() })
export type DeskDone = v.InferOutput<typeof DeskDone>

export const DeskBookingSummary = v.object({
  ReferenceNumber: v.string(),
  Status: v.string(),
  Cancelled: v.boolean(),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  GuestName: v.string(),
  Email: v.string(),
  Rooms: v.number(),
  Adults: v.number(),
  Children: v.number(),
})
export type DeskBookingSummary = v.InferOutput<typeof DeskBookingSummary>

export const DeskDayQuery = v.object({ date: v.optional(IsoDate) })

export const DeskDay = v.object({
  Date: IsoDate,
  Arrivals: v.array(DeskBookingSummary),
  Departures: v.array(DeskBookingSummary),
  InHouse: v.array(DeskBookingSummary),
})
export type DeskDay = v.InferOutput<typeof DeskDay>

export const DeskSearchQuery = v.pipe(
  v.object({
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'The search is at most 100 characters.'))),
    from: v.optional(IsoDate),
    to: v.optional(IsoDate),
  }),
  v.check(
    (query) => Boolean(query.q) || Boolean(query.from) || Boolean(query.to),
    'Give a reference, a name, an e-mail address or dates to search for.',
  ),
  v.check(
    (query) => !query.from || !query.to || query.from <= query.to,
    'The first day of the search is after its last.',
  ),
)

export const DeskSearchResult = v.object({ Bookings: v.array(DeskBookingSummary), More: v.boolean() })
export type DeskSearchResult = v.InferOutput<typeof DeskSearchResult>

export const DeskAuditEntry = v.object({
  Id: v.number(),
  At: v.string(),
  Staff: v.string(),
  Action: v.string(),
  ReferenceNumber: v.nullable(v.string()),
  Before: v.unknown(),
  After: v.unknown(),
})
export type DeskAuditEntry = v.InferOutput<typeof DeskAuditEntry>

export const DeskLogQuery = v.object({
  before: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Before is the number of a log entry.'), v.transform(Number)),
  ),
})

export const DeskLog = v.object({ Entries: v.array(DeskAuditEntry), More: v.boolean() })
export type DeskLog = v.InferOutput<typeof DeskLog>

const DeskGuest = v.object({
  FirstName: v.string(),
  LastName: v.string(),
  Email: v.nullable(v.string()),
  Phone: v.nullable(v.string()),
  Lead: v.boolean(),
})

export const DeskRoom = v.object({
  RoomTypeName: v.string(),
  RatePlanName: v.string(),
  DateFrom: IsoDate,
  DateTo: IsoDate,
  Adults: v.number(),
  Children: v.number(),
  Cancelled: v.boolean(),
  Total: v.number(),
  /** Each night's price as booked: a penalty of "the first night" is read from these. */
  Nights: v.array(v.object({ Date: IsoDate, Price: v.number() })),
  Guests: v.array(DeskGuest),
  Extras: v.array(v.object({ Name: v.string(), Quantity: v.number(), Total: v.number() })),
})

export const DeskBooking = v.object({
  Summary: DeskBookingSummary,
  Currency: v.string(),
  Total: v.number(),
  Booker: v.object({ Name: v.string(), Email: v.string(), Phone: v.string() }),
  Comment: v.nullable(v.string()),
  Rooms: v.array(DeskRoom),
  PreCheckIn: v.object({
    SavedAt: v.nullable(v.string()),
    EstimatedArrivalTime: v.nullable(v.string()),
    SpecialRequests: v.nullable(v.string()),
  }),
  Payment: v.object({
    Type: v.number(),
    Amount: v.number(),
    Card: v.nullable(v.object({ Brand: v.string(), LastFour: v.string() })),
    Ledger: v.array(
      v.object({
        Kind: v.string(),
        Amount: v.number(),
        State: v.string(),
        Provider: v.string(),
        At: v.string(),
      }),
    ),
  }),
  Messages: v.array(
    v.object({
      Kind: v.string(),
      Subject: v.string(),
      Recipient: v.string(),
      Status: v.string(),
      CreatedAt: v.string(),
      SentAt: v.nullable(v.string()),
    }),
  ),
  Notes: v.array(v.object({ Id: v.number(), Text: v.string(), Staff: v.string(), At: v.string() })),
  Audit: v.array(DeskAuditEntry),
})
export type DeskBooking = v.InferOutput<typeof DeskBooking>

export const DeskNoteRequest = v.object({
  Text: v.pipe(
    v.string('A note is required.'),
    v.trim(),
    v.minLength(1, 'A note is required.'),
    v.maxLength(2000, 'A note is at most 2000 characters.'),
  ),
})
export type DeskNoteRequest = v.InferOutput<typeof DeskNoteRequest>

/** A link mailed to a staff member (decision 0127): an invitation to join, or an owner's reset of a password. */
export const DeskInvitationKind = v.picklist(['invite', 'reset'])
export type DeskInvitationKind = v.InferOutput<typeof DeskInvitationKind>

export const DeskStaffList = v.object({
  Staff: v.array(
    v.object({
      Email: v.string(),
      Name: v.string(),
      Role: DeskRole,
      TotpEnabled: v.boolean(),
      /** The link waiting to be used, if any: the owner may send it again or revoke it. */
      Invitation: v.nullable(
        v.object({ Kind: DeskInvitationKind, ExpiresAt: v.string(), Expired: v.boolean() }),
      ),
    }),
  ),
})
export type DeskStaffList = v.InferOutput<typeof DeskStaffList>

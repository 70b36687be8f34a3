/** The owner's grid and settings routes (decision 0120), each with a body it accepts, for the access tests. */
export type Route = {
  method: 'GET' | 'POST'
  path: (code: string) => string
  body?: unknown
  owner?: boolean
  /** The owner's own answer when 200 is not it (a row that is not there, a file that does not parse). */
  ownerStatus?: number
  /** What its staff get when it is not a plain 200: an action done once answers 409 the second time. */
  answers?: number[]
}

const settings = (code: string) => `/api/Desk/${code}/Settings`

export const DESK_HOTEL_ROUTES: Route[] = [
  { method: 'GET', path: (code) => `/api/Desk/${code}/Grid?from=2027-02-01&days=7`, owner: true },
  {
    method: 'POST',
    path: (code) => `/api/Desk/${code}/Grid`,
    body: { RoomTypeCode: 'CLASSIC', From: '2027-06-01', To: '2027-06-02', MinStay: 2 },
    owner: true,
  },
  { method: 'GET', path: (code) => `${settings(code)}/PropertyFile`, owner: true },
  {
    method: 'POST',
    path: (code) => `${settings(code)}/PropertyFile`,
    body: { Text: 'code: [' },
    owner: true,
    ownerStatus: 400,
  },
  { method: 'GET', path: (code) => `${settings(code)}/PmsKeys`, owner: true },
  {
    method: 'POST',
    path: (code) => `${settings(code)}/PmsKeys`,
    body: { Label: 'Channel manager' },
    owner: true,
  },
  {
    method: 'POST',
    path: (code) => `${settings(code)}/PmsKeys/999999/Revoke`,
    owner: true,
    ownerStatus: 404,
  },
  { method: 'GET', path: (code) => `${settings(code)}/Webhooks`, owner: true },
  {
    method: 'POST',
    path: (code) => `${settings(code)}/Webhooks/999999/Retry`,
    owner: true,
    ownerStatus: 404,
  },
  { method: 'GET', path: (code) => `${settings(code)}/Mail`, owner: true },
  { method: 'POST', path: (code) => `${settings(code)}/Mail/999999/Resend`, owner: true, ownerStatus: 404 },
]

// The app's addresses as the server and the app both read them: which page an address names, or none. The
// server answers 404 for an address no page has (decision 0118); the app titles each page by it (WCAG 2.4.2).
// Matched without regard to case, as the app's router matches. Kept beside src/app/routes.tsx: a route added
// there is added here, and tests/api/app-addresses.test.ts walks both.

export const PAGES = [
  'search',
  'rooms',
  'checkout',
  'status',
  'confirmation',
  'manage',
  'reservation',
  'preCheckIn',
  'groupSearch',
  'securePay',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'confirmEmail',
  'manageAccount',
  'myStays',
  'contact',
  'restaurant',
  'unauthorised',
  'error',
] as const
export type PageName = (typeof PAGES)[number]

const SEG = '[^/]+'
const OPT = (n: number) => `(?:/${SEG}){0,${n}}`

/** [page, pattern of the path after the leading slash, without a trailing slash] */
const ADDRESSES: readonly (readonly [PageName, string])[] = [
  ['search', `Book/${SEG}`],
  ['rooms', `Book/${SEG}/Rooms-And-Rates`],
  ['checkout', `Book/${SEG}/Checkout${OPT(1)}`],
  ['status', `Book/${SEG}/Status${OPT(1)}`],
  ['confirmation', `Book/${SEG}/Confirmation${OPT(1)}`],
  ['manage', `Manage/${SEG}`],
  ['reservation', `Manage/${SEG}/Reservation${OPT(2)}`],
  ['preCheckIn', `PreCheckIn/${SEG}/${SEG}/${SEG}`],
  ['groupSearch', `BookGroup/${SEG}`],
  ['securePay', `SecurePay/${SEG}(?:/${SEG}){0,3}`],
  ['login', `Account/Login/${SEG}`],
  ['register', `Account/Register/${SEG}`],
  ['forgotPassword', `Account/ForgotPassword/${SEG}`],
  ['resetPassword', `Account/ResetPassword/${SEG}`],
  ['confirmEmail', `Account/ConfirmEmail/${SEG}`],
  ['manageAccount', `ManageAccount/${SEG}`],
  ['myStays', `MyStays/${SEG}`],
  ['contact', `Contact/${SEG}`],
  ['restaurant', `Restaurant/${SEG}${OPT(1)}`],
  ['unauthorised', 'Unauthorised'],
  ['error', 'Error'],
]

const MATCHERS = ADDRESSES.map(([page, path]) => [page, new RegExp(`^/${path}/?$`, 'i')] as const)

/** The page an address names (its path only), or null when no page has it: the not-found page, a 404. */
export function pageOfAddress(pathname: string): PageName | null {
  if (pathname === '/' || pathname === '') return 'search'
  return MATCHERS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null
}

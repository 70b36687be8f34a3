import type { ComponentType } from 'react'
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router'
import { lazyPage, type LazyPage } from './lazy-page'
import { RootFrame } from './root-frame'
import { PropertyLayout } from './property-layout'
import { BookingArea } from './booking-area'
import { PlainLayout } from './plain-layout'
import { RouteErrorBoundary } from './route-error-boundary'

/** Every page but search also loads the texts of the areas off the search route (decision 0020). */
function areaPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyPage(() => Promise.all([import('@/i18n/area-messages'), load()]).then(([, m]) => m), pick)
}

// Every route of docs/product/the-app.md#screens, in React Router's declarative mode: the app needs no loaders, actions or fetchers,
// and the data router that has them is a tenth of the search page's code (issue 22). Pages load lazily (one
// chunk each) and render in the router's transitions; the layouts that frame them are in the main chunk so a
// slow network still paints the property's header at once (the group's is not: it loads with its page).

const page = {
  search: lazyPage(
    () => import('@/features/search/search-page'),
    (m) => m.SearchPage,
  ),
  roomsAndRates: areaPage(
    () => import('@/features/rooms-rates/rooms-rates-page'),
    (m) => m.RoomsRatesPage,
  ),
  checkout: areaPage(
    () => import('@/features/checkout/checkout-page'),
    (m) => m.CheckoutPage,
  ),
  status: areaPage(
    () => import('@/features/confirmation/status-page'),
    (m) => m.StatusPage,
  ),
  confirmation: areaPage(
    () => import('@/features/confirmation/confirmation-page'),
    (m) => m.ConfirmationPage,
  ),
  manageSearch: areaPage(
    () => import('@/features/manage-booking/manage-search-page'),
    (m) => m.ManageSearchPage,
  ),
  manageReservation: areaPage(
    () => import('@/features/manage-booking/reservation-page'),
    (m) => m.ReservationPage,
  ),
  preCheckIn: areaPage(
    () => import('@/features/pre-check-in/pre-check-in-page'),
    (m) => m.PreCheckInPage,
  ),
  groupSearch: areaPage(
    () => import('@/features/group-search/group-search-page'),
    (m) => m.GroupSearchPage,
  ),
  payByLink: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-page'),
    (m) => m.PayByLinkPage,
  ),
  payByLinkStatus: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-status-page'),
    (m) => m.PayByLinkStatusPage,
  ),
  payByLinkConfirmation: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-confirmation-page'),
    (m) => m.PayByLinkConfirmationPage,
  ),
  payByLinkError: areaPage(
    () => import('@/features/pay-by-link/pay-by-link-error-page'),
    (m) => m.PayByLinkErrorPage,
  ),
  securePayError: areaPage(
    () => import('@/features/pay-by-link/secure-pay-error-page'),
    (m) => m.SecurePayErrorPage,
  ),
  login: areaPage(
    () => import('@/features/account/login-page'),
    (m) => m.LoginPage,
  ),
  register: areaPage(
    () => import('@/features/account/register-page'),
    (m) => m.RegisterPage,
  ),
  forgotPassword: areaPage(
    () => import('@/features/account/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: areaPage(
    () => import('@/features/account/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  confirmEmail: areaPage(
    () => import('@/features/account/confirm-email-page'),
    (m) => m.ConfirmEmailPage,
  ),
  manageAccount: areaPage(
    () => import('@/features/account/manage-account-page'),
    (m) => m.ManageAccountPage,
  ),
  contact: areaPage(
    () => import('@/features/contact/contact-page'),
    (m) => m.ContactPage,
  ),
  restaurant: areaPage(
    () => import('@/features/restaurant/restaurant-page'),
    (m) => m.RestaurantPage,
  ),
  myStays: areaPage(
    () => import('@/features/my-stays/my-stays-page'),
    (m) => m.MyStaysPage,
  ),
  notFound: areaPage(
    () => import('@/features/errors/not-found-page'),
    (m) => m.NotFoundPage,
  ),
  error: areaPage(
    () => import('@/features/errors/error-page'),
    (m) => m.ErrorPage,
  ),
  unauthorised: areaPage(
    () => import('@/features/errors/unauthorised-page'),
    (m) => m.UnauthorisedPage,
  ),
  // The guard needs the account module: it loads with the route, not before the first paint.
  requireAccount: lazyPage(
    () => import('./guards'),
    (m) => m.RequireAccount,
  ),
  // The group's layout loads with the group's page (both preloaded for a first screen): the search route's
  // first load had no room for a layout it never shows (decision 0128).
  groupLayout: lazyPage(
    () => import('./group-layout'),
    (m) => m.GroupLayout,
  ),
} satisfies Record<string, LazyPage>

// The page each route shows, so the first screen's code can be loaded before React starts.
const pageOf = new Map<RouteObject, LazyPage>()

function at(path: string, Page: LazyPage): RouteObject {
  const route = { path, element: <Page /> }
  pageOf.set(route, Page)
  return route
}

function index(Page: LazyPage): RouteObject {
  const route: RouteObject = { index: true, element: <Page /> }
  pageOf.set(route, Page)
  return route
}

/** A lazily loaded layout (a guard, the group's frame) around `children`, at `path` when it has one. */
function layout(Page: LazyPage, children: RouteObject[], path?: string): RouteObject {
  const route: RouteObject = { path, element: <Page />, children }
  pageOf.set(route, Page)
  return route
}

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      { index: true, element: <Navigate to={`/Book/${__DEFAULT_PROPERTY__}`} replace /> },
      {
        path: 'Book/:propertyCode',
        element: <PropertyLayout />,
        children: [
          {
            element: <BookingArea />,
            children: [
              index(page.search),
              at('Rooms-And-Rates', page.roomsAndRates),
              at('Checkout/:confirmationToken?', page.checkout),
              at('Status/:confirmationToken?', page.status),
              at('Confirmation/:confirmationToken?', page.confirmation),
            ],
          },
          // An address under a hotel that no page has: not found, with the hotel's header (decision 0118).
          at('*', page.notFound),
        ],
      },
      {
        path: 'Manage/:propertyCode',
        element: <PropertyLayout />,
        children: [
          index(page.manageSearch),
          at('Reservation/:referenceNumber?/:code?', page.manageReservation),
          at('*', page.notFound),
        ],
      },
      {
        path: 'PreCheckIn/:propertyCode/:referenceNumber/:code',
        element: <PropertyLayout />,
        children: [index(page.preCheckIn)],
      },
      layout(page.groupLayout, [index(page.groupSearch)], 'BookGroup/:propertyCode'),
      {
        path: 'SecurePay/:propertyCode',
        element: <PropertyLayout />,
        children: [
          index(page.payByLinkError),
          at('Status/:confirmationToken', page.payByLinkStatus),
          at('Confirmation/:confirmationToken', page.payByLinkConfirmation),
          at(':actionType/:invoiceNumber/:code', page.payByLink),
          at(':confirmationToken', page.securePayError),
          at(':actionType/:invoiceNumber', page.payByLinkError),
        ],
      },
      {
        path: 'Account/:screen/:propertyCode',
        element: <PropertyLayout />,
        children: [index(page.notFound)],
      },
      ...(
        [
          ['Login', page.login],
          ['Register', page.register],
          ['ForgotPassword', page.forgotPassword],
          ['ResetPassword', page.resetPassword],
          ['ConfirmEmail', page.confirmEmail],
        ] as const
      ).map(([screen, lazy]) => ({
        path: `Account/${screen}/:propertyCode`,
        element: <PropertyLayout />,
        children: [index(lazy)],
      })),
      {
        path: 'ManageAccount/:propertyCode',
        element: <PropertyLayout />,
        children: [layout(page.requireAccount, [index(page.manageAccount)])],
      },
      {
        path: 'MyStays/:propertyCode',
        element: <PropertyLayout />,
        children: [index(page.myStays)],
      },
      {
        path: 'Contact/:propertyCode',
        element: <PropertyLayout />,
        children: [index(page.contact)],
      },
      {
        path: 'Restaurant/:propertyCode/:confirmationToken?',
        element: <PropertyLayout />,
        children: [index(page.restaurant)],
      },
      {
        element: <PlainLayout />,
        children: [at('Unauthorised', page.unauthorised), at('Error', page.error), at('*', page.notFound)],
      },
    ],
  },
]

/** The app's routes; a page that fails shows the error page until the guest goes elsewhere. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
}

/**
 * Loads the code of the pages at `pathname` (below `basename`): what the first screen will render. Resolves
 * when it is in or has failed (the page then shows the failure when it renders).
 */
export function preloadPages(pathname: string, basename = '/'): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? []
  return Promise.all(matches.map((match) => pageOf.get(match.route)?.preload())).then(
    () => undefined,
    () => undefined,
  )
}

// src/main.tsx imports this before the app's own code: it runs the router's and TanStack Query's modules (and
// valibot's, which the contracts use) in a start-up task of their own, so no one task runs them all
// (decision 0027). Its names are what the app uses anyway, so nothing more is kept in the bundle.
export { BrowserRouter } from 'react-router'
export { QueryClient } from '@tanstack/react-query'
export { object } from 'valibot'

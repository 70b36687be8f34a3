// en-GB's search-route texts are a chunk the app loads before its first render (decision 0128); a test that
// draws a screen or formats a text without starting the app has them registered here, as the server does.
import '@/i18n/default-texts'

// en-GB texts of the booking journey that the search page needs (search, currency, cookies), added after the
// catalogue split; the journey's first keys stay in ./base.ts. Merged into the catalogue there, so they load
// before the first paint. The texts of the later steps are in ./journey.ts and load with those pages (decision 0020).
export const bookingMessages = {
  'search.priceFrom': 'from {price}',
  'search.minStayFrom': 'Minimum stay {nights} from {day}',
  'search.tooShortFor': 'Too short: minimum stay {nights} from {day}',
  'search.tooShort': 'Too short a stay for this arrival',
  'search.minStayError':
    'A minimum stay of {nights} applies from {day}. Choose a departure on {departure} or later.',
  'search.tooShortError': 'This stay is too short for an arrival on {day}. Choose a later departure date.',
  'search.tooLongError': 'A stay is at most {nights}. Choose an earlier departure date.',
  'search.chooseArrival': 'Choose your arrival date.',
  'search.chooseDeparture': 'Now choose your departure date.',
  'search.clearDates': 'Clear dates',
  'search.closeCalendar': 'Close',
  'search.previousMonth': 'Previous month',
  'search.nextMonth': 'Next month',
  'search.promoCodeApply': 'Apply',
  'search.promoCodeRemove': 'Remove',
  'search.promoCodeInvalid': 'This promo code is not valid.',
  'search.ratePlanCode': 'Showing the rate {code} only',
  'search.allRates': 'Show all rates',
  'search.useCode': 'Use code {code}',
  'search.incentives': 'Why book direct',
  'currency.label': 'Currency',
  'currency.convertedNote': 'Prices in {display} are a guide; the hotel charges in {charged}.',
  'cookies.label': 'Cookie consent',
  'cookies.text':
    'We use cookies to see how guests use this site and improve it. Nothing is recorded unless you accept.',
  'cookies.privacyPolicy': 'Privacy policy',
  'cookies.accept': 'Accept analytics cookies',
  'cookies.reject': 'Only necessary cookies',
} as const

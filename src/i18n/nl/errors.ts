/** De foutmeldingen van de server in het Nederlands (decision 0122), op hun Engelse tekst. */
import type { ErrorCatalogue } from '../en-gb/errors'

export const errors: ErrorCatalogue = {
  'The request is invalid.': 'Het verzoek is ongeldig.',
  'This field is required.': 'Dit veld is verplicht.',
  'A valid email address is required.': 'Een geldig e-mailadres is verplicht.',
  'A valid phone number is required.': 'Een geldig telefoonnummer is verplicht.',
  'An e-mail address is required.': 'Een e-mailadres is verplicht.',
  'This e-mail address is too long.': 'Dit e-mailadres is te lang.',
  'First name is required.': 'Voornaam is verplicht.',
  'Last name is required.': 'Achternaam is verplicht.',
  'A name is required.': 'Een naam is verplicht.',
  'Guest name is required.': 'Naam van de gast is verplicht.',
  'The guest name is required.': 'De naam van de gast is verplicht.',
  'Street is required.': 'Straat is verplicht.',
  'The street is required.': 'De straat is verplicht.',
  'Town or city is required.': 'Plaats is verplicht.',
  'State or county is required.': 'Provincie of regio is verplicht.',
  'Post code is required.': 'Postcode is verplicht.',
  'The post code is required.': 'De postcode is verplicht.',
  'Country is required.': 'Land is verplicht.',
  'A password is required.': 'Een wachtwoord is verplicht.',
  'Password is required.': 'Wachtwoord is verplicht.',
  'A password needs at least ten characters.': 'Een wachtwoord heeft minstens tien tekens nodig.',
  'A password can have at most 200 characters.': 'Een wachtwoord mag hoogstens 200 tekens hebben.',
  'A password needs at least one character that is not a letter or digit.':
    'Een wachtwoord heeft minstens één teken nodig dat geen letter of cijfer is.',
  'This password is too long.': 'Dit wachtwoord is te lang.',
  'Please confirm your password.': 'Bevestig uw wachtwoord.',
  'The passwords do not match.': 'De wachtwoorden komen niet overeen.',
  'Use ten characters or more, with at least one non-alphanumeric character.':
    'Gebruik tien tekens of meer, met minstens één teken dat geen letter of cijfer is.',
  'The current password is not right.': 'Het huidige wachtwoord klopt niet.',
  'The new password must be different from the current one.':
    'Het nieuwe wachtwoord moet anders zijn dan het huidige.',
  'This link is not complete.': 'Deze link is niet volledig.',
  'The link code is required.': 'De code van de link is verplicht.',
  'A date must be written as YYYY-MM-DD.': 'Een datum schrijft u als JJJJ-MM-DD.',
  'This date does not exist.': 'Deze datum bestaat niet.',
  'The first day of the search is after its last.': 'De eerste dag van de zoekopdracht ligt na de laatste.',
  'The end date is before the start date.': 'De einddatum ligt voor de begindatum.',
  'The date is in the past.': 'De datum ligt in het verleden.',
  'The room dates must lie within the booking dates.':
    'De data van de kamer moeten binnen die van de boeking liggen.',
  'Use HH:MM.': 'Gebruik UU:MM.',
  'Please choose a time.': 'Kies een tijd.',
  'At least one room is required.': 'Minstens één kamer is verplicht.',
  'Choose at least one room.': 'Kies minstens één kamer.',
  'Every room needs at least one guest.': 'Elke kamer heeft minstens één gast nodig.',
  'Too many guests for one room.': 'Te veel gasten voor één kamer.',
  'Too many extras for one room.': 'Te veel extra’s voor één kamer.',
  'There are more guests than people in this room.': 'Er zijn meer gasten dan personen in deze kamer.',
  'A promo code is required.': 'Een actiecode is verplicht.',
  'A voucher code is required.': 'Een boncode is verplicht.',
  'This promo code is not valid.': 'Deze actiecode is niet geldig.',
  'This gift voucher code is not valid.': 'Deze cadeauboncode is niet geldig.',
  'A reservation number is required.': 'Een boekingsnummer is verplicht.',
  'Reservation number is required.': 'Boekingsnummer is verplicht.',
  'A reference is required.': 'Een referentie is verplicht.',
  'A code is required.': 'Een code is verplicht.',
  'An invoice number is required.': 'Een factuurnummer is verplicht.',
  'A card entered in the payment form is required.':
    'Een kaart ingevoerd in het betaalformulier is verplicht.',
  'Please enter a card.': 'Voer een kaart in.',
  'A stored card is required.': 'Een opgeslagen kaart is verplicht.',
  'This stored card was not found.': 'Deze opgeslagen kaart is niet gevonden.',
  'This stored card has expired.': 'Deze opgeslagen kaart is verlopen.',
  'Please choose a company.': 'Kies een bedrijf.',
  'This is not the booking code of the company chosen.':
    'Dit is niet de boekingscode van het gekozen bedrijf.',
  'A whole number is required.': 'Een geheel getal is verplicht.',
  'This number is too large.': 'Dit getal is te groot.',
  'An amount has at most two decimals.': 'Een bedrag heeft hoogstens twee decimalen.',
  'This text is too long.': 'Deze tekst is te lang.',
  'This value is too long.': 'Deze waarde is te lang.',
  'This value is not valid.': 'Deze waarde is niet geldig.',
  'This text contains characters that are not allowed.': 'Deze tekst bevat tekens die niet zijn toegestaan.',
  'This list is too long.': 'Deze lijst is te lang.',
  'The request is too large.': 'Het verzoek is te groot.',
  'Not found.': 'Niet gevonden.',
  'Please log in.': 'Log in.',
  'You do not have access to this resource.': 'U hebt geen toegang tot deze gegevens.',
  'There is no booking with this reference.': 'Er is geen boeking met dit nummer.',
  'This property was not found.': 'Dit hotel is niet gevonden.',
  'This room is not part of this reservation.': 'Deze kamer hoort niet bij deze boeking.',
  'This reservation is cancelled.': 'Deze boeking is geannuleerd.',
  'This reservation is already cancelled.': 'Deze boeking is al geannuleerd.',
  'This reservation can no longer be changed online. Please contact the hotel.':
    'Deze boeking kan niet meer online worden gewijzigd. Neem contact op met het hotel.',
  'This reservation can no longer be cancelled online. Please contact the hotel.':
    'Deze boeking kan niet meer online worden geannuleerd. Neem contact op met het hotel.',
  'This arrival date is too close to change online. Please contact the hotel.':
    'Deze aankomstdatum is te dichtbij om online te wijzigen. Neem contact op met het hotel.',
  'This stay is over, so online check-in is closed.':
    'Dit verblijf is voorbij, dus online inchecken is gesloten.',
  'There is nothing left to pay.': 'Er valt niets meer te betalen.',
  'Your card was declined. Nothing was charged: please try another card.':
    'Uw kaart is geweigerd. Er is niets afgeschreven: probeer een andere kaart.',
  'Your bank did not confirm the payment, so nothing was charged. You can try again, or use another card.':
    'Uw bank heeft de betaling niet bevestigd, dus er is niets afgeschreven. U kunt het opnieuw proberen of een andere kaart gebruiken.',
  'Your card has insufficient funds. Nothing was charged: please try another card.':
    'Uw kaart heeft onvoldoende saldo. Er is niets afgeschreven: probeer een andere kaart.',
  'Your card has expired. Nothing was charged: please try another card.':
    'Uw kaart is verlopen. Er is niets afgeschreven: probeer een andere kaart.',
  'The security code is incorrect. Nothing was charged: please check it or try another card.':
    'De beveiligingscode is onjuist. Er is niets afgeschreven: controleer deze of probeer een andere kaart.',
  'The card number is incorrect. Nothing was charged: please check it or try another card.':
    'Het kaartnummer is onjuist. Er is niets afgeschreven: controleer het of probeer een andere kaart.',
  'Your bank could not process the card just now. Nothing was charged: please try again.':
    'Uw bank kon de kaart op dit moment niet verwerken. Er is niets afgeschreven: probeer het opnieuw.',
  'The payment was cancelled. Nothing was charged and the rooms are no longer held for you.':
    'De betaling is geannuleerd. Er is niets afgeschreven en de kamers worden niet langer voor u vastgehouden.',
  'The card was not saved. Please try another card.':
    'De kaart is niet opgeslagen. Probeer een andere kaart.',
  'The payment did not go through. Nothing was charged.':
    'De betaling is niet gelukt. Er is niets afgeschreven.',
}

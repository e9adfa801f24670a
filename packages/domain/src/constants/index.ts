export { BREAKPOINTS, classifyDevice, deviceFlags, deviceMediaQuery } from './breakpoints';
export type { Device, BreakpointScheme } from './breakpoints';
export { CONTACT_TIME_SLOT_IDS, contactTimeSlots } from './time-slots';
export type { ContactTimeSlotId, ContactTimeSlot } from './time-slots';
export { RENTAL_DEPOSIT_MONTHS, PURCHASE_ADVANCE_RATE, rentalDeposit, purchaseAdvance } from './deposit-advance';
export { RENTAL_CONFIRMATION_TEXTS, rentalConfirmationTexts } from './rental-confirmation';
export type { RentalConfirmationTexts, RentalConfirmationValues } from './rental-confirmation';
export { LIST_LIMITS, IMAGE_WIDTHS, UI_TIMINGS, LANGUAGE_LOAD_RETRY, languageLoadRetryDelay, MAX_RECORD_ID, recordId } from './limits';

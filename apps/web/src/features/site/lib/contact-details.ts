import { formatDigits, useMessages } from '../../../i18n';
import { siteMessages } from '../messages';

/** The business's contact details that read the same in every language. */
export const contactDetails = {
  phone: '+880 1700-000000',
  phoneHref: 'tel:+8801700000000',
  email: 'hello@bhoj.example',
  emailHref: 'mailto:hello@bhoj.example',
  mapHref: 'https://www.openstreetmap.org/search?query=Road%207%2C%20Dhanmondi%2C%20Dhaka',
} as const;

/** Opening hours, on the 12-hour clock: 10 AM to 10 PM. */
export const openingHours = { open: 10, close: 10 } as const;

/** The contact details as shown (contact page and footer): address, phone and hours in the chosen language. */
export function useContactDetails() {
  const t = useMessages(siteMessages);
  return {
    ...contactDetails,
    address: t('address', { house: formatDigits(12), road: formatDigits(7), postcode: formatDigits(1205) }),
    phone: formatDigits(contactDetails.phone),
    hours: t('hours', { open: formatDigits(openingHours.open), close: formatDigits(openingHours.close) }),
  };
}

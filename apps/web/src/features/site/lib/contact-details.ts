/** The business's contact details, as in the footer. */
export const contactDetails = {
  address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
  phone: '+880 1700-000000',
  phoneHref: 'tel:+8801700000000',
  email: 'hello@bhoj.example',
  emailHref: 'mailto:hello@bhoj.example',
  hours: 'Every day, 10 AM – 10 PM',
  mapHref: 'https://www.openstreetmap.org/search?query=Road%207%2C%20Dhanmondi%2C%20Dhaka',
} as const;

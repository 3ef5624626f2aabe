import type { City } from '../types.ts';

export interface PersonSeed {
  first: string;
  last: string;
}

export interface CustomerSeed extends PersonSeed {
  city: City;
  /** Without a phone number the profile is incomplete, so checkout refuses: these customers only comment. */
  hasPhone: boolean;
}

export const ADMIN_PERSON: PersonSeed = { first: 'Bhoj', last: 'Admin' };

/** The first customer is the demo customer, with a complete profile. */
export const CUSTOMERS: readonly CustomerSeed[] = [
  { first: 'Nusrat', last: 'Jahan', city: 'Dhaka', hasPhone: true },
  { first: 'Sadia', last: 'Islam', city: 'Dhaka', hasPhone: true },
  { first: 'Arif', last: 'Rahman', city: 'Dhaka', hasPhone: true },
  { first: 'Tasnim', last: 'Chowdhury', city: 'Dhaka', hasPhone: true },
  { first: 'Rakib', last: 'Hossain', city: 'Dhaka', hasPhone: true },
  { first: 'Ananya', last: 'Das', city: 'Dhaka', hasPhone: true },
  { first: 'Fahim', last: 'Uddin', city: 'Dhaka', hasPhone: true },
  { first: 'Lamia', last: 'Sultana', city: 'Dhaka', hasPhone: true },
  { first: 'Nayeem', last: 'Kabir', city: 'Dhaka', hasPhone: true },
  { first: 'Sumaiya', last: 'Akter', city: 'Dhaka', hasPhone: true },
  { first: 'Jubayer', last: 'Siddiqui', city: 'Chattogram', hasPhone: true },
  { first: 'Rumana', last: 'Talukder', city: 'Chattogram', hasPhone: true },
  { first: 'Sourav', last: 'Roy', city: 'Sylhet', hasPhone: true },
  { first: 'Tahmina', last: 'Bhuiyan', city: 'Sylhet', hasPhone: true },
  { first: 'Mahmud', last: 'Sarker', city: 'Dhaka', hasPhone: false },
  { first: 'Joya', last: 'Dey', city: 'Chattogram', hasPhone: false },
];

/** Delivery addresses customers order to, by city. */
export const CUSTOMER_ADDRESSES: Readonly<Record<City, readonly string[]>> = {
  Dhaka: [
    'House 27, Road 4, Dhanmondi, Dhaka',
    'Flat 5B, House 10, Road 12, Banani, Dhaka',
    'House 8, Road 3, Sector 4, Uttara, Dhaka',
    'Apartment 3A, 45 Gulshan Avenue, Gulshan 2, Dhaka',
    '12/1 Shyamoli Road 2, Shyamoli, Dhaka',
    'House 19, Block C, Bashundhara R/A, Dhaka',
    '34 Indira Road, Farmgate, Dhaka',
    'House 6, Road 1, Section 6, Mirpur, Dhaka',
    '71 Green Road, Kalabagan, Dhaka',
    'House 88, Road 5, Mohakhali DOHS, Dhaka',
  ],
  Chattogram: [
    'House 15, Road 2, Nasirabad Housing Society, Chattogram',
    '22 Panchlaish R/A, Chattogram',
    'Flat 4C, 9 O.R. Nizam Road, Chattogram',
  ],
  Sylhet: ['House 9, Block B, Uposhohor, Sylhet', '41 Chowhatta Road, Sylhet'],
};

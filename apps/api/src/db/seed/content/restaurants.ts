import type { City } from '../types.ts';
import * as chattogram from './menus/chattogram.ts';
import * as dhaka from './menus/dhaka.ts';
import * as sylhet from './menus/sylhet.ts';
import type { PersonSeed } from './people.ts';

export interface RestaurantSeed {
  name: string;
  address: string;
  city: City;
  deliveryFee: number;
  isApproved: boolean;
  /** How long ago it joined Bhoj. */
  ageDays: number;
  /** Hue of its cover image. */
  hue: number;
  owner: PersonSeed;
  /** The menu table (see menus/dhaka.ts for the format). */
  menu: string;
}

/** The first restaurant belongs to the demo owner; the last one still waits for approval. */
export const RESTAURANTS: readonly RestaurantSeed[] = [
  {
    name: 'Shahi Kacchi Ghor',
    address: 'House 12, Road 7, Dhanmondi, Dhaka',
    city: 'Dhaka',
    deliveryFee: 60,
    isApproved: true,
    ageDays: 430,
    hue: 36,
    owner: { first: 'Rafiqul', last: 'Islam' },
    menu: dhaka.SHAHI_KACCHI_GHOR,
  },
  {
    name: 'Puran Dhaka Kebab House',
    address: '27 Nazira Bazar Lane, Bangshal, Dhaka',
    city: 'Dhaka',
    deliveryFee: 50,
    isApproved: true,
    ageDays: 425,
    hue: 12,
    owner: { first: 'Abdul', last: 'Karim' },
    menu: dhaka.PURAN_DHAKA_KEBAB_HOUSE,
  },
  {
    name: 'Pizza Bari',
    address: 'House 45, Road 11, Banani, Dhaka',
    city: 'Dhaka',
    deliveryFee: 70,
    isApproved: true,
    ageDays: 418,
    hue: 0,
    owner: { first: 'Sabbir', last: 'Hossain' },
    menu: dhaka.PIZZA_BARI,
  },
  {
    name: 'Chattala Mezban Kitchen',
    address: '112 CDA Avenue, GEC Circle, Chattogram',
    city: 'Chattogram',
    deliveryFee: 50,
    isApproved: true,
    ageDays: 410,
    hue: 200,
    owner: { first: 'Jahangir', last: 'Chowdhury' },
    menu: chattogram.CHATTALA_MEZBAN_KITCHEN,
  },
  {
    name: 'Shah Jalal Cha Ghor',
    address: 'House 21, Zindabazar Main Road, Sylhet',
    city: 'Sylhet',
    deliveryFee: 40,
    isApproved: true,
    ageDays: 405,
    hue: 140,
    owner: { first: 'Mukit', last: 'Ahmed' },
    menu: sylhet.SHAH_JALAL_CHA_GHOR,
  },
  {
    name: 'Burger Adda',
    address: 'Plot 8, Road 14, Sector 7, Uttara, Dhaka',
    city: 'Dhaka',
    deliveryFee: 60,
    isApproved: true,
    ageDays: 400,
    hue: 24,
    owner: { first: 'Tanvir', last: 'Hasan' },
    menu: dhaka.BURGER_ADDA,
  },
  {
    name: 'Shanghai Garden',
    address: '56 Gulshan Avenue, Gulshan 1, Dhaka',
    city: 'Dhaka',
    deliveryFee: 80,
    isApproved: true,
    ageDays: 395,
    hue: 350,
    owner: { first: 'Moushumi', last: 'Rahman' },
    menu: dhaka.SHANGHAI_GARDEN,
  },
  {
    name: 'Mishti Mukh Sweets',
    address: '14 Jamal Khan Road, Chattogram',
    city: 'Chattogram',
    deliveryFee: 45,
    isApproved: true,
    ageDays: 390,
    hue: 320,
    owner: { first: 'Pritom', last: 'Saha' },
    menu: chattogram.MISHTI_MUKH_SWEETS,
  },
  {
    name: 'Mama Tehari House',
    address: '9 Tipu Sultan Road, Wari, Dhaka',
    city: 'Dhaka',
    deliveryFee: 40,
    isApproved: true,
    ageDays: 385,
    hue: 55,
    owner: { first: 'Shakil', last: 'Ahmed' },
    menu: dhaka.MAMA_TEHARI_HOUSE,
  },
  {
    name: 'Bake & Brew Mirpur',
    address: 'House 3, Road 2, Section 10, Mirpur, Dhaka',
    city: 'Dhaka',
    deliveryFee: 55,
    isApproved: true,
    ageDays: 380,
    hue: 28,
    owner: { first: 'Farhana', last: 'Akter' },
    menu: dhaka.BAKE_AND_BREW,
  },
  {
    name: 'Ghorer Ranna',
    address: 'House 14, Lane 3, Amberkhana, Sylhet',
    city: 'Sylhet',
    deliveryFee: 50,
    isApproved: true,
    ageDays: 300,
    hue: 100,
    owner: { first: 'Shirin', last: 'Begum' },
    menu: sylhet.GHORER_RANNA,
  },
  {
    name: 'Kebab Kuthir',
    address: '17/2 Ring Road, Mohammadpur, Dhaka',
    city: 'Dhaka',
    deliveryFee: 60,
    isApproved: true,
    ageDays: 200,
    hue: 5,
    owner: { first: 'Mehedi', last: 'Hasan' },
    menu: dhaka.KEBAB_KUTHIR,
  },
  {
    name: 'Italiano Bangla',
    address: '23 Zakir Hossain Road, Khulshi, Chattogram',
    city: 'Chattogram',
    deliveryFee: 65,
    isApproved: true,
    ageDays: 150,
    hue: 120,
    owner: { first: 'Imran', last: 'Khan' },
    menu: chattogram.ITALIANO_BANGLA,
  },
  {
    name: 'Chotpoti Chottor',
    address: 'Shop 4, Bandar Bazar Road, Sylhet',
    city: 'Sylhet',
    deliveryFee: 40,
    isApproved: false,
    ageDays: 9,
    hue: 48,
    owner: { first: 'Nabila', last: 'Haque' },
    menu: sylhet.CHOTPOTI_CHOTTOR,
  },
];

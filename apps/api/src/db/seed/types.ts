/**
 * The demo data as a plan: plain rows that refer to each other by natural keys (email, slug, image key)
 * instead of database ids. Building it is pure and deterministic; `write.ts` turns it into rows.
 */
export type Role = 'customer' | 'restaurant_owner' | 'admin';
export type City = 'Dhaka' | 'Chattogram' | 'Sylhet';
export type OrderStatus = 'Pending' | 'Paid' | 'Completed' | 'Canceled';
export type PaymentMethod = 'cash_on_delivery' | 'online_payment';
export type PaymentState = 'initiated' | 'paid' | 'failed' | 'cancelled';

export interface UserPlan {
  email: string;
  username: string;
  /** Plain demo password; hashed once per distinct value before writing. */
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: Role;
  createdAt: Date;
}

/** What orders need to know about a customer beyond the user row. */
export interface CustomerPlan {
  email: string;
  city: City;
  address: string;
  canCheckout: boolean;
  isDemo: boolean;
  createdAt: Date;
}

export interface CategoryPlan {
  name: string;
  slug: string;
  imageKey: string;
  createdAt: Date;
}

export interface TagPlan {
  name: string;
  slug: string;
  createdAt: Date;
}

export interface RestaurantPlan {
  name: string;
  slug: string;
  ownerEmail: string;
  address: string;
  city: City;
  phoneNumber: string;
  coverKey: string;
  isApproved: boolean;
  isDemo: boolean;
  deliveryFee: number;
  createdAt: Date;
}

export interface FoodPlan {
  name: string;
  slug: string;
  description: string;
  price: number;
  restaurantSlug: string;
  categorySlug: string;
  tagSlug: string;
  imageKey: string;
  isAvailable: boolean;
  createdAt: Date;
}

export interface CommentPlan {
  foodSlug: string;
  userEmail: string;
  rating: number;
  comment: string;
  createdAt: Date;
}

export interface OrderLinePlan {
  foodSlug: string;
  restaurantSlug: string;
  restaurantName: string;
  itemName: string;
  itemImageKey: string;
  itemPrice: number;
  quantity: number;
}

export interface PaymentPlan {
  transactionId: string;
  state: PaymentState;
  amount: number;
  gatewayRef: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderPlan {
  userEmail: string;
  paymentMethod: PaymentMethod;
  address: string;
  status: OrderStatus;
  subtotal: number;
  deliveryFee: number;
  total: number;
  paidAt: Date | null;
  createdAt: Date;
  /** When the lines last changed status. */
  updatedAt: Date;
  lines: OrderLinePlan[];
  payment: PaymentPlan | null;
}

/** One image to render: an SVG drawing and where it goes in storage. */
export interface ImageSpec {
  key: string;
  width: number;
  height: number;
  svg: string;
}

export interface DemoPlan {
  users: UserPlan[];
  categories: CategoryPlan[];
  tags: TagPlan[];
  restaurants: RestaurantPlan[];
  foods: FoodPlan[];
  comments: CommentPlan[];
  orders: OrderPlan[];
  images: ImageSpec[];
}

import { describe, expect, it } from 'vitest';
import {
  AdminOrdersQuery,
  AdminOrderStatusBody,
  CategoryBody,
  RestaurantCreate,
  RoleUpdate,
} from './admin.ts';
import { fieldErrors } from './testing.ts';

describe('admin bodies', () => {
  it('reads a restaurant as the create form sends it: owner and approval as strings', () => {
    const body = {
      name: ' Kacchi Bhai ',
      address: 'Gulshan 2, Dhaka',
      phone_number: '01712345678',
      is_approved: 'true',
      owner: '12',
    };
    expect(RestaurantCreate.parse(body)).toEqual({
      name: 'Kacchi Bhai',
      address: 'Gulshan 2, Dhaka',
      phone_number: '+8801712345678',
      is_approved: true,
      owner: 12,
    });
    expect(RestaurantCreate.parse({ ...body, is_approved: undefined }).is_approved).toBe(false);
  });

  it('refuses a restaurant without an owner or with a bad approval flag', () => {
    const body = { name: 'Kacchi Bhai', address: 'Gulshan', phone_number: '01712345678' };
    expect(fieldErrors(RestaurantCreate, { ...body, owner: 'rahim' })).toEqual({
      owner: ['Choose an owner.'],
    });
    expect(fieldErrors(RestaurantCreate, { ...body, owner: 0, is_approved: 'yes' })).toEqual({
      is_approved: ['Approved must be true or false.'],
      owner: ['Choose an owner.'],
    });
  });

  it('accepts the three roles only', () => {
    expect(RoleUpdate.parse({ role: 'restaurant_owner' })).toEqual({ role: 'restaurant_owner' });
    expect(fieldErrors(RoleUpdate, { role: 'superuser' })).toEqual({
      role: ['Choose Customer, Restaurant Owner or Admin.'],
    });
  });

  it('keeps the image when a category update sends none', () => {
    expect(CategoryBody.parse({ name: 'Pizza', image: null })).toEqual({ name: 'Pizza', image: null });
    expect(fieldErrors(CategoryBody, { name: ' ' })).toEqual({ name: ['Name is required.'] });
  });

  it('lets an admin set Pending, Completed or Canceled, and filter by any status', () => {
    expect(AdminOrderStatusBody.parse({ status: 'Canceled' })).toEqual({ status: 'Canceled' });
    expect(fieldErrors(AdminOrderStatusBody, { status: 'Paid' })).toEqual({
      status: ['Choose Pending, Completed or Canceled.'],
    });
    expect(AdminOrdersQuery.parse({ page: '2', status: 'Paid' })).toEqual({ page: 2, status: 'Paid' });
    expect(AdminOrdersQuery.parse({ page: 'x' })).toEqual({ page: 1 });
  });
});

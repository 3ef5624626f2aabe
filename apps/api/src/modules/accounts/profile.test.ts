import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { form, png, textFile } from '../uploads/test-images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const fields = { first_name: 'Rahim', last_name: 'Uddin', phone_number: '01712345678' };
const put = (headers: Record<string, string>, payload: object | FormData) =>
  ctx.app.inject({ method: 'PUT', url: '/api/accounts/profile/', headers, payload });
const mediaFile = (url: string) =>
  join(ctx.dataDir, 'media', url.slice(`${ctx.config.publicUrl}/media/`.length));

describe('GET /api/accounts/profile/', () => {
  it("answers the caller's profile, with null phone and empty image when unset", async () => {
    const { user, auth } = await createUser(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: '',
      last_name: '',
      phone_number: null,
      profile_image: '',
      role: 'customer',
      language: 'en',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/accounts/profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('PUT /api/accounts/profile/ as JSON', () => {
  it('updates the names and phone, normalising the phone to +8801XXXXXXXXX', async () => {
    const { user, auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    const res = await put(auth, { ...fields, role: 'admin', email: 'other@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: 'Rahim',
      last_name: 'Uddin',
      phone_number: '+8801712345678',
      profile_image: '',
      role: 'restaurant_owner',
      language: 'en',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Rahim', lastName: 'Uddin', phoneNumber: '+8801712345678' });
  });

  it('accepts Bangladeshi mobile numbers in their usual spellings', async () => {
    const { auth } = await createUser(ctx.db);
    for (const [given, stored] of [
      ['+8801812345678', '+8801812345678'],
      ['8801912345678', '+8801912345678'],
      ['017 1234-5678', '+8801712345678'],
    ]) {
      const res = await put(auth, { ...fields, phone_number: given });
      expect(res.statusCode, given).toBe(200);
      expect(res.json().phone_number).toBe(stored);
    }
  });

  it('refuses a phone that is not a Bangladeshi mobile number, and missing fields, with sentences', async () => {
    const { auth } = await createUser(ctx.db);
    for (const phone of ['12345', '01212345678', '+14155552671', 'call me']) {
      const res = await put(auth, { ...fields, phone_number: phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({
        phone_number: ['Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.'],
      });
    }
    const empty = await put(auth, { first_name: ' ', phone_number: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      phone_number: ['Phone number is required.'],
    });
  });

  it('refuses an image URL that is not one of ours', async () => {
    const { user, auth } = await createUser(ctx.db);
    for (const url of [
      'https://evil.example/cat.png',
      '/media/../../etc/passwd',
      '//evil.example/media/x.webp',
    ]) {
      const res = await put(auth, { ...fields, profile_image: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        profile_image: ['Upload the image here: links to images elsewhere are not accepted.'],
      });
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profileImage).toBe('');
  });

  it('takes an uploaded image URL, and keeps it when the image is "" or null', async () => {
    const { auth } = await createUser(ctx.db);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: auth,
      payload: form({ file: { data: await png(), name: 'me.png', type: 'image/png' } }),
    });
    const { url } = upload.json();
    expect((await put(auth, { ...fields, profile_image: url })).json().profile_image).toBe(url);
    expect((await put(auth, { ...fields, profile_image: '' })).json().profile_image).toBe(url);
    expect((await put(auth, { ...fields, profile_image: null })).json().profile_image).toBe(url);
    expect((await put(auth, fields)).json().profile_image).toBe(url);
  });
});

describe('PUT /api/accounts/profile/ as multipart', () => {
  it('stores a file sent as profile_image through the upload pipeline', async () => {
    const { user, auth } = await createUser(ctx.db);
    const res = await put(
      auth,
      form({ ...fields, profile_image: { data: await png(), name: 'me.png', type: 'image/png' } }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ first_name: 'Rahim', last_name: 'Uddin', phone_number: '+8801712345678' });
    expect(body.profile_image).toMatch(
      /^http:\/\/localhost:3000\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.\d+x\d+\.webp$/,
    );
    expect(existsSync(mediaFile(body.profile_image))).toBe(true);
    const rows = await ctx.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentType: 'image/webp', width: 40, height: 30 });
  });

  it('takes the fields alone, or with profile_image as a URL string, or with an empty file input', async () => {
    const { auth } = await createUser(ctx.db);
    const plain = await put(auth, form(fields));
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ first_name: 'Rahim', profile_image: '' });
    const image = (
      await put(
        auth,
        form({ ...fields, profile_image: { data: await png(), name: 'a.png', type: 'image/png' } }),
      )
    ).json().profile_image;
    const asUrl = await put(auth, form({ ...fields, first_name: 'Karim', profile_image: image }));
    expect(asUrl.json()).toMatchObject({ first_name: 'Karim', profile_image: image });
    const emptyInput = await put(
      auth,
      form({
        ...fields,
        profile_image: { data: Buffer.alloc(0), name: '', type: 'application/octet-stream' },
      }),
    );
    expect(emptyInput.statusCode).toBe(200);
    expect(emptyInput.json().profile_image).toBe(image);
  });

  it('refuses a file that is not an image, and a file over 5 MB, on profile_image', async () => {
    const { user, auth } = await createUser(ctx.db);
    const text = await put(
      auth,
      form({ ...fields, profile_image: { data: textFile, name: 'me.png', type: 'image/png' } }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ profile_image: ['Upload a JPEG, PNG, WebP, GIF or AVIF image.'] });
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const big = await put(
      auth,
      form({ ...fields, profile_image: { data: huge, name: 'me.png', type: 'image/png' } }),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ profile_image: ['The image must be 5 MB or smaller.'] });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', profileImage: '' });
  });

  it('validates multipart fields like JSON ones', async () => {
    const { auth } = await createUser(ctx.db);
    const res = await put(auth, form({ first_name: 'Rahim', phone_number: '999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      last_name: ['Last name is required.'],
      phone_number: ['Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.'],
    });
  });
});

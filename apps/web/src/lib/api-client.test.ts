// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiUrl, getErrorMessage, setUnauthorizedHandler } from './api-client';
import { getStoredUser, setStoredUser } from './auth-storage';
import { forgetSessionEnd, peekSessionEnd } from './session-end';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

describe('apiUrl', () => {
  it('prefixes /api/ and adds the query string', () => {
    expect(apiUrl('restaurant/categories/')).toBe('/api/restaurant/categories/');
    expect(apiUrl('/restaurant/foods/', { page: 2, search: undefined })).toBe(
      '/api/restaurant/foods/?page=2',
    );
    expect(apiUrl('restaurant/search-food/', { search: 'chicken biryani' })).toBe(
      '/api/restaurant/search-food/?search=chicken+biryani',
    );
  });
});

describe('api', () => {
  it('sends no Authorization header without a stored user', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }]));
    await expect(api.get('restaurant/categories/')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/restaurant/categories/');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('sends the stored token and JSON bodies', async () => {
    setStoredUser({ token: 'abc123', role: 'customer', username: 'rahim' });
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }));
    await api.post('cart/add-to-cart/pizza/', { quantity: 2 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"quantity":2}');
    expect(sentHeaders().get('Authorization')).toBe('Token abc123');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('leaves the content type of multipart bodies to the browser', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const form = new FormData();
    form.set('first_name', 'Rahim');
    await expect(api.put('accounts/profile/', form)).resolves.toBeUndefined();
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('turns an error answer into an ApiError with the first message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { email: ['Enter a valid email address.'] }));
    const error = await api.post('accounts/login/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Enter a valid email address.',
      data: { email: ['Enter a valid email address.'] },
    });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.post('accounts/forget-password/', { email: 'a@b.c' })).rejects.toMatchObject({
      status: 0,
      message: 'Server is not connected',
    });
  });

  it('on a 401 to a call with a token, clears the stored user and calls the handler once', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setStoredUser({ token: 'expired', role: 'customer', username: 'rahim' });
    localStorage.setItem('authToken', 'expired');
    fetchMock.mockImplementation(async () => jsonResponse(401, { detail: 'Invalid token.' }));

    await expect(api.get('cart/list/')).rejects.toMatchObject({ status: 401, message: 'Invalid token.' });
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);

    // Signed out now: the next 401 is an ordinary error and does not redirect again.
    await expect(api.get('cart/list/')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("remembers the Bhoj-Session-Ended reason for the sign-in page, 'ended' for none or one it doesn't know", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const seen = [];
    for (const reason of ['role-changed', null, 'gremlins']) {
      forgetSessionEnd();
      setStoredUser({ token: 'old', role: 'customer', username: 'rahim' });
      const headers = {
        'Content-Type': 'application/json',
        ...(reason ? { 'Bhoj-Session-Ended': reason } : {}),
      };
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ detail: 'Invalid token.' }), { status: 401, headers }),
      );
      await expect(api.get('accounts/profile/')).rejects.toMatchObject({ status: 401 });
      seen.push(peekSessionEnd());
    }
    expect(seen).toEqual(['role-changed', 'ended', 'ended']);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('does not treat a 401 without a token (wrong password) as an expired session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid credentials' }));
    await expect(api.post('accounts/login/', {})).rejects.toMatchObject({ message: 'Invalid credentials' });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('getErrorMessage', () => {
  it('prefers error, then detail, then the first field message', () => {
    expect(getErrorMessage({ error: 'Out of stock', detail: 'x' })).toBe('Out of stock');
    expect(getErrorMessage({ detail: 'Not found.' })).toBe('Not found.');
    expect(getErrorMessage({ name: ['This field is required.'], slug: ['Taken'] })).toBe(
      'This field is required.',
    );
    expect(getErrorMessage(null)).toBeUndefined();
    expect(getErrorMessage({})).toBeUndefined();
  });
});

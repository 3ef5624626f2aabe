import { describe, expect, it } from 'vitest';
import { expectedSignature, hasValidSignature } from './signature.ts';

// A sample IPN as SSLCommerz documents it (store password "test_testemi@ssl"), with the gateway's signature.
const SAMPLE = {
  tran_id: '5E121A0D01F92',
  val_id: '200105225826116qFnATY9sHIwo',
  amount: '10.00',
  card_type: 'VISA-Dutch Bangla',
  store_amount: '9.75',
  card_no: '418117XXXXXX6675',
  bank_tran_id: '200105225825DBgSoRGLvczhFjj',
  status: 'VALID',
  tran_date: '2020-01-05 22:58:21',
  currency: 'BDT',
  card_issuer: 'TRUST BANK, LTD.',
  card_brand: 'VISA',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
  store_id: 'test_testemi',
  verify_sign: 'd42fab70ae0bcbda5280e7baffef60b0',
  verify_key:
    'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,' +
    'card_type,currency,currency_amount,currency_rate,currency_type,risk_level,risk_title,status,store_amount,' +
    'store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d',
  currency_type: 'BDT',
  currency_amount: '10.00',
  currency_rate: '1.0000',
  base_fair: '0.00',
  value_a: '',
  value_b: '',
  value_c: '',
  value_d: '',
  risk_level: '0',
  risk_title: 'Safe',
};
const PASSWORD = 'test_testemi@ssl';

describe('SSLCommerz verify_sign', () => {
  it("computes the gateway's own signature of its sample IPN", () => {
    expect(expectedSignature(SAMPLE, PASSWORD)).toBe(SAMPLE.verify_sign);
    expect(hasValidSignature(SAMPLE, PASSWORD)).toBe(true);
  });

  it('refuses a changed field, another password, a missing signature or key, and keys without tran_id', () => {
    expect(hasValidSignature({ ...SAMPLE, amount: '1.00' }, PASSWORD)).toBe(false);
    expect(hasValidSignature(SAMPLE, 'another-password')).toBe(false);
    const { verify_sign: _sign, ...unsigned } = SAMPLE;
    expect(hasValidSignature(unsigned, PASSWORD)).toBe(false);
    const { verify_key: _key, ...keyless } = SAMPLE;
    expect(hasValidSignature(keyless, PASSWORD)).toBe(false);
    const narrow = { ...SAMPLE, verify_key: 'amount,status' };
    expect(
      hasValidSignature({ ...narrow, verify_sign: expectedSignature(narrow, PASSWORD)! }, PASSWORD),
    ).toBe(false);
  });
});

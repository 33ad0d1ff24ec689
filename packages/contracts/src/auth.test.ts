import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZLoginRequest, ZOnboardingRequest, ZRegisterRequest, ZVerifyOtpRequest } from './auth.js';
import { fieldErrors } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('sign-up and sign-in email', () => {
  it('requires an email', () => {
    expect(errorsOf(ZLoginRequest, {}).email).toBe('email is required');
    expect(errorsOf(ZRegisterRequest, { name: 'Asha' }).email).toBe('email is required');
  });

  it('refuses an empty email with its own message', () => {
    expect(errorsOf(ZLoginRequest, { email: '' }).email).toBe('email cannot be empty');
    expect(errorsOf(ZLoginRequest, { email: '   ' }).email).toBe('email cannot be empty');
  });

  it('refuses a malformed email', () => {
    for (const email of [
      'asha',
      'asha@',
      '@example.com',
      'asha@example',
      'asha @example.com',
      'a..b@example.com',
    ]) {
      expect(errorsOf(ZLoginRequest, { email }).email).toBe('email must be a valid email address');
    }
  });

  it('accepts any top-level domain, including long and punycode ones', () => {
    for (const email of ['a@b.io', 'asha@studio.photography', 'asha@shop.xn--p1ai', 'asha+ads@mail.co.in']) {
      expect(ZLoginRequest.safeParse({ email }).success).toBe(true);
    }
  });

  it('trims and lower-cases the email', () => {
    expect(ZLoginRequest.parse({ email: '  Asha@Example.COM ' }).email).toBe('asha@example.com');
  });
});

describe('sign-up name', () => {
  it('requires a name when registering', () => {
    expect(errorsOf(ZRegisterRequest, { email: 'asha@example.com' }).name).toBe('Name is required');
  });

  it('refuses an empty name when registering', () => {
    expect(errorsOf(ZRegisterRequest, { email: 'asha@example.com', name: '  ' }).name).toBe(
      'Name cannot be empty',
    );
  });

  it('accepts a one-letter name and refuses one over 100 characters', () => {
    expect(ZRegisterRequest.safeParse({ email: 'asha@example.com', name: 'A' }).success).toBe(true);
    expect(errorsOf(ZRegisterRequest, { email: 'asha@example.com', name: 'a'.repeat(101) }).name).toBe(
      'Name cannot exceed 100 characters',
    );
  });

  it('drops the name when signing in', () => {
    expect(ZLoginRequest.parse({ email: 'asha@example.com', name: 'Asha' })).toEqual({
      email: 'asha@example.com',
    });
  });
});

describe('one-time code', () => {
  const base = { email: 'asha@example.com' };

  it('requires the otp', () => {
    expect(errorsOf(ZVerifyOtpRequest, base).otp).toBe('otp is required');
    expect(errorsOf(ZVerifyOtpRequest, { ...base, otp: '' }).otp).toBe('otp is required');
  });

  it('accepts a 6-digit string and a number, padding lost leading zeros', () => {
    expect(ZVerifyOtpRequest.parse({ ...base, otp: '048213' }).otp).toBe('048213');
    expect(ZVerifyOtpRequest.parse({ ...base, otp: 482130 }).otp).toBe('482130');
    expect(ZVerifyOtpRequest.parse({ ...base, otp: 48213 }).otp).toBe('048213');
  });

  it('refuses a code that is not exactly 6 digits', () => {
    for (const otp of ['12345', '1234567', '12a456', 1234567, -12, 12.5, true]) {
      expect(errorsOf(ZVerifyOtpRequest, { ...base, otp }).otp).toBe('otp must be a 6 digit code');
    }
  });

  it('makes the name optional', () => {
    expect(ZVerifyOtpRequest.parse({ ...base, otp: '123456' }).name).toBeUndefined();
    expect(ZVerifyOtpRequest.parse({ ...base, otp: '123456', name: '' }).name).toBeUndefined();
    expect(ZVerifyOtpRequest.parse({ ...base, otp: '123456', name: ' Asha ' }).name).toBe('Asha');
  });
});

describe('onboarding', () => {
  const creator = {
    country: 'IN',
    trendsRole: 'creator',
    instagram_handle: '@Asha.Creates',
    contact_info: '+91 98765 43210',
  };
  const brand = {
    country: 'US',
    trendsRole: 'brand',
    website_url: 'https://acme.com',
    contact_info: '(415) 555-0100',
  };

  it('accepts a creator with a handle and a brand with a website', () => {
    const parsed = ZOnboardingRequest.parse(creator);
    expect(parsed.instagram_handle).toBe('asha.creates');
    expect(parsed.isTrends).toBe(true);
    expect(ZOnboardingRequest.safeParse(brand).success).toBe(true);
  });

  it('requires the role with the message Role Is Required', () => {
    expect(errorsOf(ZOnboardingRequest, { ...creator, trendsRole: undefined }).trendsRole).toBe(
      'Role Is Required',
    );
    expect(errorsOf(ZOnboardingRequest, { ...creator, trendsRole: '' }).trendsRole).toBe('Role Is Required');
  });

  it('refuses a role outside creator, brand, agency, freelancer', () => {
    expect(errorsOf(ZOnboardingRequest, { ...creator, trendsRole: 'admin' }).trendsRole).toBe(
      'Role must be one of creator, brand, agency, freelancer',
    );
  });

  it('requires an Instagram handle from a creator, on the instagram_handle field', () => {
    expect(errorsOf(ZOnboardingRequest, { ...creator, instagram_handle: undefined })).toEqual({
      instagram_handle: 'Instagram handle is required',
    });
    expect(errorsOf(ZOnboardingRequest, { ...creator, instagram_handle: '' }).instagram_handle).toBe(
      'Instagram handle is required',
    );
  });

  it('reports the missing handle together with other field errors', () => {
    expect(errorsOf(ZOnboardingRequest, { trendsRole: 'creator', contact_info: '12' })).toEqual({
      country: 'Country is required',
      contact_info: 'Contact number must be at least 7 characters',
      instagram_handle: 'Instagram handle is required',
    });
  });

  it('refuses an Instagram handle that breaks Instagram rules', () => {
    expect(
      errorsOf(ZOnboardingRequest, { ...creator, instagram_handle: 'asha creates' }).instagram_handle,
    ).toBe('Instagram handle can only contain letters, numbers, periods and underscores');
    expect(
      errorsOf(ZOnboardingRequest, { ...creator, instagram_handle: 'a'.repeat(31) }).instagram_handle,
    ).toBe('Instagram handle cannot exceed 30 characters');
    expect(ZOnboardingRequest.safeParse({ ...creator, instagram_handle: 'a'.repeat(30) }).success).toBe(true);
  });

  it('requires a website URL from brands, agencies and freelancers', () => {
    for (const trendsRole of ['brand', 'agency', 'freelancer']) {
      expect(errorsOf(ZOnboardingRequest, { ...brand, trendsRole, website_url: undefined })).toEqual({
        website_url: 'Website URL is required',
      });
    }
  });

  it('refuses a website that is not an http or https URL', () => {
    for (const website_url of ['acme', 'ftp://acme.com', 'javascript:alert(1)', 'https://acme']) {
      expect(errorsOf(ZOnboardingRequest, { ...brand, website_url }).website_url).toBe(
        'Please enter a valid website URL',
      );
    }
  });

  it('requires a known country code', () => {
    expect(errorsOf(ZOnboardingRequest, { ...brand, country: undefined }).country).toBe(
      'Country is required',
    );
    expect(errorsOf(ZOnboardingRequest, { ...brand, country: 'XX' }).country).toBe(
      'Please select a valid country',
    );
  });

  it('takes no contact number, or one of 7 to 20 phone characters', () => {
    expect(ZOnboardingRequest.safeParse({ ...brand, contact_info: undefined }).success).toBe(true);
    expect(ZOnboardingRequest.parse({ ...brand, contact_info: '  ' }).contact_info).toBeUndefined();
    expect(errorsOf(ZOnboardingRequest, { ...brand, contact_info: '123456' }).contact_info).toBe(
      'Contact number must be at least 7 characters',
    );
    expect(ZOnboardingRequest.safeParse({ ...brand, contact_info: '1234567' }).success).toBe(true);
    expect(ZOnboardingRequest.safeParse({ ...brand, contact_info: '1'.repeat(20) }).success).toBe(true);
    expect(errorsOf(ZOnboardingRequest, { ...brand, contact_info: '1'.repeat(21) }).contact_info).toBe(
      'Contact number cannot exceed 20 characters',
    );
    expect(errorsOf(ZOnboardingRequest, { ...brand, contact_info: '98765abc43' }).contact_info).toBe(
      'Contact number can only contain digits, spaces, +, - and parentheses',
    );
  });

  it('strips otp and email from the payload and keeps the existing-organisation fields', () => {
    const orgId = '3f0b2c1e-8a4d-4c1b-9e2f-1a2b3c4d5e6f';
    const parsed = ZOnboardingRequest.parse({
      ...brand,
      otp: '123456',
      email: 'asha@example.com',
      isExisiting: true,
      orgId,
      rootSite: 'https://app.creatorscope.io',
    });
    expect(parsed).not.toHaveProperty('otp');
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).toMatchObject({ isExisiting: true, orgId, isTrends: true });
  });
});

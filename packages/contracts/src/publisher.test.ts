import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZPublisherRegistration } from './publisher.js';
import { fieldErrors } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const publisher = {
  name: 'Meera Shah',
  email: 'meera@example.com',
  whatsup_number: '+91 98765 43210',
  publisherType: 'influencer',
};

const withPublisher = (patch: Record<string, unknown>) => ({ ...publisher, ...patch });

describe('publisher registration', () => {
  it('accepts a publisher with only the required fields', () => {
    expect(ZPublisherRegistration.safeParse(publisher).success).toBe(true);
  });

  it('refuses a publisher name shorter than 3 characters', () => {
    expect(errorsOf(ZPublisherRegistration, withPublisher({ name: 'Me' }))).toEqual({
      name: 'Name should be at least 3 characters',
    });
  });

  it('accepts publisher names of 3 and 50 characters', () => {
    expect(ZPublisherRegistration.safeParse(withPublisher({ name: 'Mee' })).success).toBe(true);
    expect(ZPublisherRegistration.safeParse(withPublisher({ name: 'm'.repeat(50) })).success).toBe(true);
  });

  it('refuses a publisher name longer than 50 characters', () => {
    expect(errorsOf(ZPublisherRegistration, withPublisher({ name: 'm'.repeat(51) }))).toEqual({
      name: 'Name should be at most 50 characters',
    });
  });

  it('requires an email with the message Email is required', () => {
    expect(errorsOf(ZPublisherRegistration, withPublisher({ email: undefined }))).toEqual({
      email: 'Email is required',
    });
    expect(errorsOf(ZPublisherRegistration, withPublisher({ email: '' }))).toEqual({
      email: 'Email is required',
    });
  });

  it('refuses an invalid email with the message Please enter a valid email', () => {
    expect(errorsOf(ZPublisherRegistration, withPublisher({ email: 'meera.example.com' }))).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('requires a valid WhatsApp number, given as a number or as text', () => {
    expect(ZPublisherRegistration.parse(withPublisher({ whatsup_number: 919876543210 })).whatsup_number).toBe(
      '919876543210',
    );
    expect(ZPublisherRegistration.parse(publisher).whatsup_number).toBe('+919876543210');
    for (const whatsup_number of [undefined, '', '12345', 'call me', 1.5, '+1234567890123456']) {
      expect(errorsOf(ZPublisherRegistration, withPublisher({ whatsup_number }))).toEqual({
        whatsup_number: 'Please enter a valid WhatsApp number',
      });
    }
  });

  it('requires a publisher type', () => {
    expect(errorsOf(ZPublisherRegistration, withPublisher({ publisherType: undefined }))).toEqual({
      publisherType: 'Publisher type is required',
    });
    expect(errorsOf(ZPublisherRegistration, withPublisher({ publisherType: '' }))).toEqual({
      publisherType: 'Publisher type is required',
    });
    expect(errorsOf(ZPublisherRegistration, withPublisher({ publisherType: 'wizard' }))).toEqual({
      publisherType: 'Please enter a valid publisher type',
    });
  });

  it('says Please enter a valid for each optional field', () => {
    expect(
      errorsOf(
        ZPublisherRegistration,
        withPublisher({
          categories: ['Knitting'],
          profession: 'p'.repeat(101),
          instagramProfile: 'https://facebook.com/meera',
          youtubeProfile: 'meera',
          date_of_birth: '2999-01-01',
          gender: 'robot',
          lat: 91,
          lng: -181,
          place: 'p'.repeat(201),
          upi_id: 'meera',
          profile_url: 'meera.in',
          bank_account_details: { ifsc_code: 42 },
          preferred_language: ['klingon'],
          min: -1,
          max: 'lots',
          collobrationOptions: ['bribery'],
        }),
      ),
    ).toEqual({
      'categories.0': 'Please enter a valid category',
      profession: 'Please enter a valid profession',
      instagramProfile: 'Please enter a valid Instagram profile',
      youtubeProfile: 'Please enter a valid YouTube profile',
      date_of_birth: 'Please enter a valid date of birth',
      gender: 'Please enter a valid gender',
      lat: 'Please enter a valid latitude',
      lng: 'Please enter a valid longitude',
      place: 'Please enter a valid place',
      upi_id: 'Please enter a valid UPI ID',
      profile_url: 'Please enter a valid profile URL',
      'bank_account_details.ifsc_code': 'Please enter valid bank account details',
      'preferred_language.0': 'Please enter a valid preferred language',
      min: 'Please enter a valid minimum price',
      max: 'Please enter a valid maximum price',
      'collobrationOptions.0': 'Please enter a valid collaboration option',
    });
  });

  it('accepts a fully filled registration', () => {
    const full = withPublisher({
      categories: ['Beauty and Skincare', 'Lifestyle'],
      profession: 'Makeup artist',
      instagramProfile: 'https://www.instagram.com/meera.glam/',
      youtubeProfile: 'https://www.youtube.com/@meeraglam',
      date_of_birth: '1996-04-12',
      gender: 'female',
      lat: 19.076,
      lng: 72.8777,
      place: 'Mumbai',
      upi_id: 'meera.shah@okhdfcbank',
      profile_url: 'https://meera.in',
      bank_account_details: { account_number: '123456789012', ifsc_code: 'HDFC0001234' },
      preferred_language: ['en', 'hi', 'mr'],
      min: 5000,
      max: 20000,
      collobrationOptions: ['paid_post', 'barter'],
    });
    expect(ZPublisherRegistration.safeParse(full).success).toBe(true);
    expect(ZPublisherRegistration.safeParse({ ...full, instagramProfile: '@meera.glam' }).success).toBe(true);
  });

  it('refuses a maximum price below the minimum price', () => {
    expect(errorsOf(ZPublisherRegistration, withPublisher({ min: 5000, max: 4000 }))).toEqual({
      max: 'Please enter a valid maximum price',
    });
  });

  it('reads a PAN upper-cased without spaces, and refuses one whose form is wrong', () => {
    expect(ZPublisherRegistration.parse(withPublisher({ pan: ' abcpr 1234k ' })).pan).toBe('ABCPR1234K');
    expect(ZPublisherRegistration.parse(withPublisher({ pan: '' })).pan).toBeUndefined();
    // Too short; digits where letters go; a fourth letter that names no kind of holder.
    for (const pan of ['ABCPR1234', '12345ABCDE', 'ABCXR1234K', 'ABCPR12345'])
      expect(errorsOf(ZPublisherRegistration, withPublisher({ pan })), pan).toEqual({
        pan: 'Please enter a valid PAN',
      });
  });

  it('treats blank optional fields as absent', () => {
    const parsed = ZPublisherRegistration.parse(
      withPublisher({ profession: '', upi_id: '  ', date_of_birth: '' }),
    );
    expect(parsed.profession).toBeUndefined();
    expect(parsed.upi_id).toBeUndefined();
    expect(parsed.date_of_birth).toBeUndefined();
  });
});

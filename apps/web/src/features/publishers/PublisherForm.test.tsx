import type { TPublisherProfile } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '../../app/session-store';
import { type Answer, envelope, renderInApp, stubRoute } from '../../test/api';
import { chooseOption as choose } from '../../test/select';
import { PublisherForm } from './PublisherForm';

const PERSON = { name: 'Priya Publisher', email: 'priya@example.com' };

const saved = (overrides: Partial<TPublisherProfile> = {}): TPublisherProfile => ({
  _id: '3f1c2b7e-6a0d-4c6b-8f1e-2d9a7b5c4e10',
  name: 'Priya Publisher',
  email: 'priya@example.com',
  whatsup_number: '+919876543210',
  publisherType: 'influencer',
  categories: ['Food and Beverage'],
  profession: 'Chef',
  instagramProfile: '@priya.cooks',
  youtubeProfile: null,
  date_of_birth: null,
  gender: null,
  lat: null,
  lng: null,
  place: 'Pune',
  profile_url: null,
  preferred_language: ['hi', 'mr'],
  min: 2000,
  max: 5000,
  collobrationOptions: ['paid_post'],
  upi_id: 'pr•••@okaxis',
  pan: null,
  bank_account_details: {
    account_holder_name: 'Priya Publisher',
    account_number: '••••4321',
    ifsc_code: 'HDFC0001234',
    bank_name: 'HDFC Bank',
  },
  status: 'active',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const stubRegister = (answer: Answer) => stubRoute('/publisher/register', answer);

function renderForm(profile: TPublisherProfile | null) {
  return renderInApp(<PublisherForm profile={profile} person={PERSON} />, { path: null });
}

const chooseOption = (label: RegExp, option: string) =>
  choose(screen.getByRole('combobox', { name: label }), option);

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  getSession().signIn('jwt-1', {
    _id: '0b7f6c1e-2f4a-4d1b-9a3e-5c8d7e6f1a20',
    name: PERSON.name,
    email: PERSON.email,
    organization_id: null,
    organization_name: null,
  });
});

describe('the publisher form', () => {
  it("starts a newcomer with their account's name and email, and empty payout inputs", () => {
    stubRegister(() => envelope(saved(), 201));
    renderForm(null);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(PERSON.name);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(PERSON.email);
    expect((screen.getByLabelText(/^UPI ID/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Account number/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Replace UPI ID' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Register as a publisher' })).toHaveProperty('disabled', false);
  });

  it("shows the spec's messages under the fields and sends nothing while they stand", async () => {
    const sent = stubRegister(() => envelope(saved(), 201));
    renderForm(null);
    type(/^Name/, 'Al');
    type(/^WhatsApp number/, '12ab');
    type(/^UPI ID/, 'not-an-upi');
    type(/^PAN/, 'ABCD1234');
    fireEvent.click(screen.getByRole('button', { name: 'Register as a publisher' }));

    expect(await screen.findByText('Name should be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid WhatsApp number')).toBeTruthy();
    expect(screen.getByText('Publisher type is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid UPI ID')).toBeTruthy();
    expect(screen.getByText('Please enter a valid PAN')).toBeTruthy();
    expect(screen.getByLabelText(/^WhatsApp number/).getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
  });

  it('registers with the payout details a newcomer typed, leaving out the blank bank fields', async () => {
    const sent = stubRegister(() => envelope(saved(), 201, 'Publisher profile created'));
    renderForm(null);
    type(/^WhatsApp number/, '+91 98765 43210');
    await chooseOption(/^Publisher type/, 'Blogger');
    fireEvent.click(screen.getByLabelText('Giveaway'));
    type(/^Minimum price/, '1500');
    type(/^UPI ID/, 'priya@okaxis');
    type(/^Account number/, '123456784321');
    type(/^IFSC code/, 'HDFC0001234');
    type(/^PAN/, 'abcpr 1234k');
    fireEvent.click(screen.getByRole('button', { name: 'Register as a publisher' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      name: PERSON.name,
      email: PERSON.email,
      whatsup_number: '+919876543210',
      publisherType: 'blogger',
      collobrationOptions: ['giveaway'],
      min: 1500,
      upi_id: 'priya@okaxis',
      bank_account_details: { account_number: '123456784321', ifsc_code: 'HDFC0001234' },
      pan: 'ABCPR1234K',
    });
    expect(sent()[0]).not.toHaveProperty('max');
    expect(sent()[0]?.bank_account_details).not.toHaveProperty('account_holder_name');
  });

  it('shows saved payout details masked, never in an input, and sends them only once replaced', async () => {
    const sent = stubRegister(() => envelope(saved(), 200, 'Publisher profile saved'));
    renderForm(saved());
    expect(screen.getByText('pr•••@okaxis')).toBeTruthy();
    expect(screen.getByText('••••4321')).toBeTruthy();
    expect(screen.queryByLabelText(/^UPI ID/)).toBeNull();
    expect(screen.queryByLabelText(/^Account number/)).toBeNull();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);

    // An edit elsewhere leaves both out: the server keeps what it has.
    type(/^Profession/, 'Home chef');
    fireEvent.click(save);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ profession: 'Home chef', categories: ['Food and Beverage'] });
    expect(sent()[0]).not.toHaveProperty('upi_id');
    expect(sent()[0]).not.toHaveProperty('bank_account_details');

    // Replacing the UPI id opens an empty input; only the UPI id goes with the next save.
    fireEvent.click(screen.getByRole('button', { name: 'Replace UPI ID' }));
    const upi = screen.getByLabelText(/^UPI ID/);
    expect((upi as HTMLInputElement).value).toBe('');
    fireEvent.change(upi, { target: { value: 'priya.new@okhdfc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ upi_id: 'priya.new@okhdfc' });
    expect(sent()[1]).not.toHaveProperty('bank_account_details');
  });

  it('shows a saved PAN masked, and sends a new one only once replaced', async () => {
    const sent = stubRegister(() => envelope(saved({ pan: '••••••234K' }), 200));
    renderForm(saved({ pan: '••••••234K' }));
    expect(screen.getByText('••••••234K')).toBeTruthy();
    expect(screen.queryByLabelText(/^PAN/)).toBeNull();
    type(/^Profession/, 'Home chef');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).not.toHaveProperty('pan');

    fireEvent.click(screen.getByRole('button', { name: 'Replace PAN' }));
    type(/^PAN/, 'ABCPR9876Q');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ pan: 'ABCPR9876Q' });
    expect(sent()[1]).not.toHaveProperty('upi_id');
  });

  it('keeps the saved details when a replacement is abandoned', async () => {
    const sent = stubRegister(() => envelope(saved(), 200));
    renderForm(saved());
    fireEvent.click(screen.getByRole('button', { name: 'Replace bank account' }));
    type(/^Account number/, '999');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the saved details' }));
    expect(screen.getByText('••••4321')).toBeTruthy();
    type(/^City or place/, 'Mumbai');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).not.toHaveProperty('bank_account_details');
  });

  it("puts the server's field messages under their fields", async () => {
    stubRegister(() =>
      envelope(
        { errors: { 'bank_account_details.ifsc_code': 'Please enter valid bank account details' } },
        400,
        'Invalid request',
      ),
    );
    renderForm(saved({ bank_account_details: null }));
    type(/^IFSC code/, 'HDFC0001234');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const ifsc = screen.getByLabelText(/^IFSC code/);
    await waitFor(() => expect(ifsc.getAttribute('aria-invalid')).toBe('true'));
    const field = ifsc.closest('div');
    expect(field && within(field).getByText('Please enter valid bank account details')).toBeTruthy();
  });
});

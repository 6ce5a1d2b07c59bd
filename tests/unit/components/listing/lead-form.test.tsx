// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '@/components/listing/contact/lead-form';
import { brandOf, siteBrandKeys } from '../render-with-brand';
import { contactFor, fakeFetch, renderInPage } from './contact-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answers: Parameters<typeof fakeFetch>[0] = {}, contact = contactFor()) {
  const fake = fakeFetch(answers);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  const user = userEvent.setup();
  renderInPage('land', <LeadForm formId="test-lead" idPrefix="t" contact={contact} />);
  return { user, calls: fake.calls };
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const errorOf = (label: RegExp | string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Dana Buyer');
  await user.type(field('Email'), 'dana@example.com');
  await user.type(field('Phone (optional)'), '(512) 555-0123');
}

describe('contact-broker form', () => {
  it('starts with the SPEC §3 default message naming the listing', () => {
    setup();
    expect(field('Message')).toHaveValue('I am interested in 40 Acres in Llano County. Please send me more information about this property.');
  });

  it('shows "This field is required." on every empty required field and sends nothing', async () => {
    const { user, calls } = setup();
    await user.clear(field('Message'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const label of ['Full name', 'Email', 'Message']) expect(errorOf(label)).toBe('This field is required.');
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Phone (optional)')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['Full name', 'Dana', 'Please enter valid full name.'],
    ['Email', 'dana@', 'Please enter an email address in a valid format.'],
    ['Phone (optional)', '512-55-0123', 'Please enter a validly formatted phone number.'],
    ['Message', '<b>Call me</b>', 'Please remove the HTML from this text.'],
  ])('shows the SPEC §5 message for %s "%s"', async (label, value, message) => {
    const { user, calls } = setup();
    if (label === 'Message') await user.clear(field(label));
    await user.type(field(label), value);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf(label)).toBe(message));
    expect(calls.filter((c) => c.url === '/api/leads')).toHaveLength(0);
  });

  it('shows "This value must be at most 2000 characters." for a long message', async () => {
    const { user } = setup();
    await user.clear(field('Message'));
    await user.click(field('Message'));
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf('Message')).toBe('This value must be at most 2000 characters.'));
  });

  it('checks a well-formed phone with the server and shows "Please enter a valid phone number." when it does not exist', async () => {
    const { user, calls } = setup({ phone: { data: { unableToValidate: false, success: false } } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf('Phone (optional)')).toBe('Please enter a valid phone number.'));
    expect(calls.map((c) => c.url)).toEqual(['/api/validation/validatePhoneNumber/(512)%20555-0123']);
  });

  it.each([
    ['cannot validate', { phone: { data: { unableToValidate: true, success: false } } }],
    ['fails', { phoneStatus: 503, phone: { errors: ['down'] } }],
  ])('counts the phone as valid when the server check %s (SPEC §7)', async (_case, answers) => {
    const { user, calls } = setup(answers);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Your message has been sent');
    expect(calls.at(-1)?.url).toBe('/api/leads');
  });

  it('sends the fields with the SPEC §3 payload, shows "Sending…" while it waits, then the success state', async () => {
    let release = () => {};
    const { user, calls } = setup({ formDelay: new Promise<void>((r) => (release = r)) });
    await fillValid(user);
    await user.click(field('Contact me with financing info about this property.'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    release();
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Your message has been sent')).toBeInTheDocument();
    expect(within(status).getByText('Jane Broker will answer you by email or phone.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      url: '/api/leads',
      body: expect.objectContaining({ name: 'Dana Buyer', email: 'dana@example.com', phone: '(512) 555-0123', wantsFinancing: true, website: '', payload: contactFor().payload }),
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('shows the server\'s field errors on their fields', async () => {
    const { user } = setup({ formStatus: 422, form: { errors: ['email: Please enter an email address in a valid format.'], fields: { email: 'Please enter an email address in a valid format.' } } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter an email address in a valid format.'));
    expect(screen.queryByText('Your message has been sent')).toBeNull();
  });

  it.each([
    [422, { errors: ['This listing is not taking messages.'] }, 'This listing is not taking messages.'],
    [429, { errors: ['Too many requests; try again shortly'] }, 'You have sent several messages in a short time. Please try again later.'],
    [500, { errors: ['Something went wrong on our side'] }, 'This could not be sent. Please try again.'],
  ])('shows a form-wide message for a %i answer', async (status, form, message) => {
    const { user } = setup({ formStatus: status, form });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('hides the honeypot from people: off screen, out of the accessibility tree and the Tab order', () => {
    setup();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const trap = document.getElementById('t-website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each(siteBrandKeys)('shows the lead-consent checkbox on %s, unticked, with the SPEC §3 label', (key) => {
    setup({}, contactFor(brandOf(key)));
    expect(screen.getByRole('checkbox', { name: 'Contact me with financing info about this property.' })).not.toBeChecked();
  });

  it('hides the checkbox where the brand file says show: false, and ticks it where the default state is true', () => {
    const land = brandOf('land');
    setup({}, contactFor({ ...land, leadConsent: { ...land.leadConsent, show: false } }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    setup({}, contactFor({ ...land, leadConsent: { ...land.leadConsent, checkboxDefaultState: true, checkboxLabel: 'Send me financing offers.' } }));
    expect(screen.getByRole('checkbox', { name: 'Send me financing offers.' })).toBeChecked();
  });

  it('asks for a phone where the brand requires one', async () => {
    const land = brandOf('land');
    const { user } = setup({}, contactFor({ ...land, leadForm: { phoneRequired: true } }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(errorOf('Phone')).toBe('This field is required.'));
  });
});

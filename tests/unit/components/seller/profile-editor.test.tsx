// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileEditor } from '@/components/seller/profile-editor';
import type { SellerProfileView } from '@/lib/seller-profile';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderInLayout } from '../render-in-layout';

// The seller's profile editor in the browser (docs/seller-profile.md): the stored profile loaded into
// the form, SPEC §5 messages before sending, the save and the server's field messages, and the portrait
// and logo uploads with their progress and refusals.

resetAccountPageEachTest();

const stored: SellerProfileView = {
  accountId: 7, name: 'Dana Seller', companyName: 'Hill Country Land Co',
  values: {
    description: 'Ranch and hunting land across the Hill Country.', licenseNumber: 'TX-0451234', officePhone: '(325) 247-4100',
    preferredPhone: '325.247.4199', websiteUrl: 'https://www.llano-land.example.com', address1: '101 Main St', address2: '', city: 'Llano',
    stateId: 48, zip: '78643',
  },
  portrait: null,
  logo: { documentId: 5, src: '/resizedimages/80/160/inside/80/webp/1-5' },
  profileHref: '/member/dana-seller/7/',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

async function renderEditor(answers: Parameters<typeof accountApi>[0] = {}) {
  const api = accountApi({ 'GET /api/seller/profile': json({ data: stored }), ...answers });
  const user = userEvent.setup();
  renderInLayout('land', <ProfileEditor />);
  await screen.findByTestId('profile-editor');
  return { api, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save profile' }));

/** An XMLHttpRequest that reports 40% sent, then answers when the test says so. */
function stubUploads(answer: { status: number; body: unknown }) {
  const sent: { url: string; body: FormData }[] = [];
  let answerNow = () => undefined as void;
  class FakeUpload {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    responseType = '';
    status = 0;
    response: unknown = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(body: FormData) {
      sent.push({ url: this.url, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      answerNow = () => {
        this.status = answer.status;
        this.response = answer.body;
        this.onload?.();
      };
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return { sent, answer: () => answerNow() };
}

describe('the profile editor', () => {
  it('loads the stored profile into the form, with the images and a link to the public profile', async () => {
    await renderEditor();
    expect(screen.getByRole('textbox', { name: 'About you' })).toHaveValue(stored.values.description);
    expect(field('License number')).toHaveValue('TX-0451234');
    expect(field('Mobile phone')).toHaveValue('325.247.4199');
    expect(field('Office phone')).toHaveValue('(325) 247-4100');
    expect(field('Website')).toHaveValue('https://www.llano-land.example.com');
    expect(field('Street address')).toHaveValue('101 Main St');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('48');
    expect(field('ZIP code')).toHaveValue('78643');
    expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute('href', '/member/dana-seller/7/');
    expect(within(screen.getByTestId('profile-portrait')).getByText('None yet')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-logo')).getByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', stored.logo?.src);
  });

  it('says so when the profile cannot be loaded', async () => {
    accountApi({ 'GET /api/seller/profile': json({ errors: ['down'] }, 503) });
    renderInLayout('land', <ProfileEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded. Please reload the page.');
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
  });

  it('shows SPEC §5 messages beside the fields and sends nothing while they are wrong', async () => {
    const { api, user } = await renderEditor();
    await user.clear(field('Mobile phone'));
    await user.type(field('Mobile phone'), 'call me');
    await user.clear(field('Website'));
    await user.type(field('Website'), 'javascript:alert(1)');
    await user.type(screen.getByRole('textbox', { name: 'About you' }), ' <b>bold</b>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await save(user);
    await waitFor(() => expect(field('Mobile phone')).toHaveAccessibleDescription('Please enter a validly formatted phone number.'));
    expect(field('Website')).toHaveAccessibleDescription('For example https://www.yourcompany.com Please check this value.');
    expect(screen.getByRole('textbox', { name: 'About you' })).toHaveAccessibleDescription('Please remove the HTML from this text.');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('This field is required.');
    expect(api.to('PUT /api/seller/profile')).toHaveLength(0);
  });

  it('saves with PUT, says so and starts again from what was saved', async () => {
    const saved = { ...stored, values: { ...stored.values, websiteUrl: 'https://llano.example.com', description: 'Hill Country ranches.' } };
    const { api, user } = await renderEditor({ 'PUT /api/seller/profile': json({ data: saved }) });
    await user.clear(field('Website'));
    await user.type(field('Website'), 'llano.example.com');
    await user.clear(screen.getByRole('textbox', { name: 'About you' }));
    await user.type(screen.getByRole('textbox', { name: 'About you' }), 'Hill Country ranches.');
    await save(user);
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    // The form sends what the schema made of it: the website with its scheme, the state as a number.
    expect(api.to('PUT /api/seller/profile').map((call) => call.body)).toEqual([{ ...saved.values }]);
    expect(field('Website')).toHaveValue('https://llano.example.com');
  });

  it('puts the server\'s field messages beside their fields, and says when saving failed', async () => {
    let status = 422;
    const { user } = await renderEditor({
      'PUT /api/seller/profile': () => (status === 422
        ? json({ errors: ['zip: That ZIP code is in another state.'], fields: { zip: 'That ZIP code is in another state.' } }, 422)
        : json({ errors: ['Something went wrong on our side'] }, 500)),
    });
    await save(user);
    await waitFor(() => expect(field('ZIP code')).toHaveAccessibleDescription('That ZIP code is in another state.'));
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
    status = 500;
    await save(user);
    expect(await screen.findByText('Your profile could not be saved. Please try again.')).toHaveAttribute('role', 'alert');
  });

  it('uploads a portrait with a progress line, then shows it', async () => {
    const uploads = stubUploads({ status: 201, body: { data: [{ kind: 'portrait', documentId: 9, src: '/resizedimages/120/120/cover/80/webp/1-9', width: 200, height: 300 }] } });
    const { user } = await renderEditor();
    const portrait = within(screen.getByTestId('profile-portrait'));
    await user.upload(portrait.getByLabelText('Choose a portrait'), new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }));
    expect(portrait.getByTestId('upload-progress')).toHaveTextContent('Uploading me.jpg: 40%');
    uploads.answer();
    expect(await portrait.findByRole('img', { name: 'Your portrait' })).toHaveAttribute('src', '/resizedimages/120/120/cover/80/webp/1-9');
    expect(portrait.getByRole('status')).toHaveTextContent('Saved: your profile shows the new image.');
    expect(uploads.sent.map(({ url, body }) => [url, (body.get('portrait') as File | null)?.name])).toEqual([['/api/seller/uploads/profile-images', 'me.jpg']]);
  });

  it('shows why an image was refused and keeps the one before', async () => {
    const refusal = 'notes.jpg: This file is not a photo. Please send JPEG, PNG, WebP, GIF or AVIF images.';
    const uploads = stubUploads({ status: 415, body: { errors: [refusal] } });
    const { user } = await renderEditor();
    const logo = within(screen.getByTestId('profile-logo'));
    await user.upload(logo.getByLabelText('Choose a logo'), new File(['PK'], 'notes.jpg', { type: 'image/jpeg' }));
    uploads.answer();
    await waitFor(() => expect(logo.getByRole('alert')).toHaveTextContent(refusal));
    expect(logo.getByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', stored.logo?.src);
    expect(uploads.sent[0]?.body.get('logo')).toBeInstanceOf(File);
  });
});

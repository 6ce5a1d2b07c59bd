import { describe, expect, it } from 'vitest';
import { mailOptions } from '@/lib/mail/transport';

const message = { kind: 'alert' as const, fromName: 'Acrewise', to: 'dana@example.com', subject: 'News', text: 'Hello' };

describe('mail options', () => {
  it('sends RFC 8058 one-click unsubscribe headers with a mail that has an unsubscribe URL', () => {
    const options = mailOptions({ ...message, unsubscribeUrl: 'https://acrewise.example/api/alerts/unsubscribe/1.x' });
    expect(options.headers).toEqual({
      'List-Unsubscribe': '<https://acrewise.example/api/alerts/unsubscribe/1.x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends no list headers with other mail', () => {
    expect(mailOptions(message).headers).toBeUndefined();
  });
});

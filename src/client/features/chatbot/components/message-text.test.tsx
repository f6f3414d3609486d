import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

const render = (text: string, links: { label: string; href: string }[] = []) =>
  renderToString(
    <MemoryRouter>
      <MessageText text={text} links={links} onFollow={() => {}} />
    </MemoryRouter>,
  );

describe('MessageText', () => {
  it('renders a link to a page of this site as a link, and the rest as text', () => {
    const html = render('The fee is 10%. See [Fees](/help/fees#booking-fee).');
    expect(html).toContain('href="/help/fees#booking-fee"');
    expect(html).toContain('>Fees</a>');
    expect(html).toContain('The fee is 10%. See ');
  });

  it('never renders HTML from an answer, nor a link elsewhere', () => {
    const html = render(
      '<img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](https://evil.example) [c](//evil.example)',
      [
        { label: 'x', href: 'https://evil.example' },
        { label: 'Contact', href: '/contact' },
      ],
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('href="https://evil');
    expect(html).not.toContain('href="javascript');
  });
});

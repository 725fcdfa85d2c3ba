import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitProvider } from '@azmar/kit/theme/kit-provider.tsx';
import { CallToAction } from '@azmar/kit/ui/call-to-action.tsx';

describe('CallToAction', () => {
  it('is a region named by its title, with its text, the remote’s marks, and the main action in the accent', () => {
    render(
      <KitProvider>
        <CallToAction
          id="cta-title"
          title="Ready to Start?"
          text="Tell us what you need."
          data-part="cta"
          actions={[
            { label: 'Contact Us', to: '/contact', params: { from: 'home' } },
            { label: 'Call Now', href: 'tel:+9647700000000' },
          ]}
        />
      </KitProvider>,
    );
    const band = screen.getByRole('region', { name: 'Ready to Start?' });
    expect(band).toHaveAttribute('data-part', 'cta');
    expect(within(band).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'cta-title');
    expect(band).toHaveTextContent('Tell us what you need.');
    const contact = within(band).getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact?lang=en&from=home');
    expect(contact).toHaveClass('kit-button--accent');
    const call = within(band).getByRole('link', { name: 'Call Now' });
    expect(call).toHaveAttribute('href', 'tel:+9647700000000');
    expect(call).toHaveClass('kit-button--light');
  });
});

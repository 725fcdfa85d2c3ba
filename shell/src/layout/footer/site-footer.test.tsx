import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonEn } from '@azmar/kit/i18n/common.en';
import { commonKu } from '@azmar/kit/i18n/common.ku';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { companyProfile } from '@azmar/kit/profile/company-profile';
import { QUICK_LINKS } from '../../routing/routes';
import { renderInKit } from '../../test/render-layout-part';
import { SiteFooter } from './site-footer';

afterEach(() => act(() => useLanguageStore.setState({ language: 'en' })));

describe('SiteFooter', () => {
  it('has the description, social links, the four quick links, contact info and the copyright', () => {
    renderInKit(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(commonEn.footer.description);
    for (const social of companyProfile.social) {
      expect(within(footer).getByRole('link', { name: social.label.en })).toHaveAttribute('href', social.href);
    }
    const quick = within(footer).getByRole('navigation', { name: commonEn.footer.quickLinks });
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(QUICK_LINKS.map((item) => `${item.path}?lang=en`));
    expect(links.map((link) => link.textContent)).toEqual(QUICK_LINKS.map((route) => commonEn.nav[route.id]));
    expect(footer).toHaveTextContent(companyProfile.address.en);
    expect(within(footer).getByRole('link', { name: companyProfile.phone.display })).toHaveAttribute('href', companyProfile.phone.href);
    expect(within(footer).getByRole('link', { name: companyProfile.email.display })).toHaveAttribute('href', companyProfile.email.href);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Azmar Group. All rights reserved.`);
  });

  it('speaks Kurdish in Kurdish', () => {
    renderInKit(<SiteFooter />);
    act(() => useLanguageStore.getState().setLanguage('ku'));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(commonKu.footer.description);
    expect(footer).toHaveTextContent(companyProfile.address.ku);
    expect(within(footer).getByRole('navigation', { name: commonKu.footer.quickLinks })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Intl.NumberFormat('ckb', { useGrouping: false }).format(new Date().getFullYear())}`);
    expect(footer.querySelector('.site-footer__copyright')?.textContent).not.toMatch(/[0-9]/);
  });
});

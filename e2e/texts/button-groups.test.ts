// The buttons a visitor sees side by side ask in one style in Kurdish: all imperatives (داوای نرخنامە بکەن، ئێستا
// تەلەفۆن بکەن) or all verbal nouns (پیشاندانی وردەکاری، شاردنەوەی وردەکاری), not a mix (the third Sorani review).
// Here, as a group may join texts of several apps (the kit's common actions and a remote's own).
import { describe, expect, it } from 'vitest';
import { buttonStyle } from '../../packages/kit/test/text-checks.ts';
import { commonKu } from '../../packages/kit/src/i18n/common.ku.ts';
import { catalogueKu } from '../../mfe-catalogue/src/i18n/catalogue.ku.ts';
import { contactKu } from '../../mfe-contact/src/i18n/contact.ku.ts';

const { actions } = commonKu;
const { touch, cta } = contactKu.contact;

/** Each group of buttons shown together, where it is, and its labels (see the components named). */
const BUTTON_GROUPS: ReadonlyArray<{ where: string; labels: readonly string[] }> = [
  { where: 'home hero (mfe-home home-hero.tsx)', labels: [actions.learnMore, actions.contactUs] },
  { where: 'closing call to action of home and /projects (closing-cta.tsx, projects-call-to-action.tsx)', labels: [actions.contactUs, actions.getQuote] },
  { where: 'closing call to action of /contact (mfe-contact closing-cta.tsx)', labels: [actions.getQuote, cta.callNow] },
  { where: 'the Get in Touch cards of /contact (get-in-touch.tsx)', labels: [touch.callNow, touch.sendEmail, touch.chatNow] },
  { where: 'a product card’s details toggle (product-card.tsx)', labels: [catalogueKu.cards.showDetails, catalogueKu.cards.hideDetails] },
];

describe('the Kurdish buttons shown together', () => {
  it.each(BUTTON_GROUPS)('ask in one style: $where', ({ labels }) => {
    expect(new Set(labels.map(buttonStyle)), labels.join(' / ')).toHaveProperty('size', 1);
  });

  it('would report a group that mixes an imperative and a verbal noun (Chat on WhatsApp as it was)', () => {
    expect(new Set([touch.callNow, 'گفتوگۆ لە واتسئاپ'].map(buttonStyle)).size).toBe(2);
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form } from '@azmar/kit/antd/antd-staff';
import { addAppTexts } from '@azmar/kit/i18n/i18n';
import { staffEn } from '../../../i18n/staff.en';
import { staffKu } from '../../../i18n/staff.ku';
import { renderWithKit } from '../../../test/render-with-kit';
import { KindFields } from './kind-fields';

const fields = staffEn.staff.content.fields;

// jsdom has none; antd's inputs measure themselves with it (the browser specs run the real one).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => addAppTexts('staff', staffEn.staff, staffKu.staff));
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

/** A project's texts tab with `sector` typed into its box, after the form checked it: the sector field's messages. */
async function sectorMessages(sector: string): Promise<string[]> {
  let check: () => Promise<unknown> = async () => undefined;
  function ProjectForm() {
    const [form] = Form.useForm();
    check = () => form.validateFields(['sector']).catch(() => undefined);
    return (
      <Form form={form} initialValues={{ sector: 'construction' }}>
        <KindFields kind="projects" />
      </Form>
    );
  }
  const view = renderWithKit(<ProjectForm />);
  fireEvent.change(screen.getByRole('combobox', { name: fields.sector }), { target: { value: sector } });
  await act(check);
  const messages = await waitFor(() => [...view.container.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? ''));
  view.unmount();
  return messages;
}

describe('a project’s sector box', () => {
  it('offers the company’s five sectors, each named as visitors see it', () => {
    const view = renderWithKit(
      <Form initialValues={{ sector: '' }}>
        <KindFields kind="projects" />
      </Form>,
    );
    const offered = [...view.container.querySelectorAll('datalist option')].map((option) => [option.getAttribute('value'), option.getAttribute('label')]);
    expect(offered).toEqual([
      ['construction', 'Construction'],
      ['manufacturing', 'Manufacturing'],
      ['electronics', 'Electronics'],
      ['mechanical', 'Mechanical'],
      ['poultry', 'Poultry'],
    ]);
    view.unmount();
  });

  it('takes the site’s sectors and codes of the staff’s own, a stray space trimmed as the draft is', async () => {
    for (const sector of ['construction', 'poultry', 'mining', 'oil-and-gas', ' mining ']) expect(await sectorMessages(sector), sector).toEqual([]);
  });

  it('says what a sector code may hold for a hidden character, a look-alike, a capital or a double hyphen, as the API does', async () => {
    for (const sector of ['construc\u200Btion', 'c\u043Enstruction', 'construction\u202E', 'Construction', 'oil--and-gas', 'a'.repeat(65)]) {
      expect(await sectorMessages(sector), JSON.stringify(sector)).toEqual([fields.sectorCode]);
    }
  });

  it('asks for a sector when the box is left empty, and says nothing else', async () => {
    expect(await sectorMessages('  ')).toEqual([staffEn.staff.required]);
  });
});

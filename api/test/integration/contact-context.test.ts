import type { StaffMessage } from '@azmar/contract/content/staff-inbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../support/databases.js';
import { addStaff, signIn, staffRequest } from '../support/staff.js';
import { postJson } from '../support/start-api.js';
import { useApi } from '../support/suite-hooks.js';

const PASSWORD = 'correct horse battery staple';
let count = 0;
const message = () => {
  count += 1;
  return { name: 'Dara Karim', email: `dara.${count}@example.com`, message: `How much are the LED panels for a hall? (${count})`, language: 'en' };
};

for (const database of DATABASES) {
  describe.skipIf(!database.enabled)(`where a message came from, on ${database.label}`, () => {
    const api = useApi(database);
    let cookie: string;
    const stored = async (id: number) => (await staffRequest<StaffMessage>(api.url(`/api/staff/messages/${id}`), 'GET', { cookie })).body;

    beforeAll(async () => {
      await addStaff(api.dataSource, 'dara', PASSWORD);
      cookie = (await signIn(api.url(''), 'dara', PASSWORD)).cookie;
    });

    it('stores the page and the service, project or product a button named, and the inbox shows its title in both languages', async () => {
      const [product] = await api.dataSource.query('SELECT titleEn, titleKu FROM products WHERE id = 1');
      const [service] = await api.dataSource.query('SELECT titleEn, titleKu FROM services WHERE id = 1');
      const aboutProduct = await postJson(api.url('/api/contact'), { ...message(), page: 'products', about: 'product-1' });
      const aboutService = await postJson(api.url('/api/contact'), { ...message(), page: 'home', about: 'service-1' });
      const pageOnly = await postJson(api.url('/api/contact'), { ...message(), page: 'projects', about: '' });
      for (const answer of [aboutProduct, aboutService, pageOnly]) expect(answer.status).toBe(201);
      expect(await stored((aboutProduct.body as { id: number }).id)).toMatchObject({
        page: 'products',
        about: { kind: 'product', id: 1, title: { en: product.titleEn, ku: product.titleKu } },
      });
      expect(await stored((aboutService.body as { id: number }).id)).toMatchObject({
        page: 'home',
        about: { kind: 'service', id: 1, title: { en: service.titleEn, ku: service.titleKu } },
      });
      expect(await stored((pageOnly.body as { id: number }).id)).toMatchObject({ page: 'projects', about: null });
    });

    it('refuses a page or an item that does not exist, on its field', async () => {
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{ about: 'product-99999' }, { about: 'There is no product 99999' }],
        [{ about: 'thing-1' }, { about: 'About must name a service, project or product, like product-12' }],
        [{ about: 'product-01' }, { about: 'About must name a service, project or product, like product-12' }],
        [{ page: 'inbox' }, { page: 'Page must be one of home, about, services, projects, products' }],
      ];
      for (const [change, fields] of cases) {
        const answer = await postJson(api.url('/api/contact'), { ...message(), ...change });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ fields });
      }
    });

    it('shows an item deleted since as gone, and keeps the message', async () => {
      await api.dataSource.query(
        "INSERT INTO projects (id, titleEn, titleKu, descriptionEn, descriptionKu, image, status, sector) VALUES (990, 'Old hall', 'هۆڵی کۆن', 'd', 'd', '/x.jpg', 'completed', 'construction')",
      );
      const answer = await postJson(api.url('/api/contact'), { ...message(), page: 'projects', about: 'project-990' });
      await api.dataSource.query('DELETE FROM projects WHERE id = 990');
      expect(await stored((answer.body as { id: number }).id)).toMatchObject({ page: 'projects', about: { kind: 'project', id: 990, title: null } });
    });
  });
}

import { expect, test } from '@playwright/test';
import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import type { ApiErrorBody } from '@azmar/contract/http/api-error-body';

// `npm start` serves the site and the API on one URL, on the embedded database, seeded on first start.

test('the gateway serves /api on the site origin, seeded: services in sector order, projects and products', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);

  const services = (await (await request.get('/api/services')).json()) as Service[];
  expect(services.map((service) => service.sector)).toEqual(['construction', 'manufacturing', 'electronics', 'mechanical']);

  const projects = (await (await request.get('/api/projects')).json()) as Project[];
  expect(projects.length).toBeGreaterThanOrEqual(4);
  expect(projects.every((project) => project.isActive)).toBe(true);

  const products = (await (await request.get('/api/products')).json()) as Product[];
  expect(new Set(products.map((product) => product.category)).size).toBe(5);
});

test('a contact message sent through the gateway is validated and kept', async ({ request }) => {
  const invalid = await request.post('/api/contact', { data: { name: 'A', email: 'nope', message: 'short' } });
  expect(invalid.status()).toBe(400);
  const body = (await invalid.json()) as ApiErrorBody;
  expect(body.fields).toEqual({
    name: 'Name must be at least 2 characters',
    email: 'Please enter a valid email address',
    message: 'Message must be at least 10 characters',
  });

  const created = await request.post('/api/contact', {
    data: { name: 'Shilan Aziz', email: 'shilan@example.com', message: 'We would like a quote for paver blocks.', language: 'ku' },
  });
  expect(created.status()).toBe(201);
  const saved = (await created.json()) as { id: number; createdAt: string };
  expect(saved.id).toBeGreaterThan(0);
  expect(Number.isNaN(Date.parse(saved.createdAt))).toBe(false);
});

import { describe, expect, it } from 'vitest';
import { matchPath } from '@azmar/kit/routing/match-path';

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/products', '/products', {}],
    ['/products', '/products/', {}],
    ['/projects/:id', '/projects/42', { id: '42' }],
    ['/projects/:id/', '/projects/dam-road', { id: 'dam-road' }],
    ['/a/:x/b/:y', '/a/1/b/two', { x: '1', y: 'two' }],
    ['/products/:name', '/products/paver%20blocks', { name: 'paver blocks' }],
  ])('%s matches %s with %j', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/', '/about'],
    ['/products', '/'],
    ['/products', '/products/nope'],
    ['/products', '/productsx'],
    ['/products', '/Products'],
    ['/projects/:id', '/projects'],
    ['/projects/:id', '/projects/1/2'],
    ['/projects/:id', '/projects//'],
    ['/a/:x/b', '/a//b'],
    ['/products/:name', '/products/%E0%A4%A'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});

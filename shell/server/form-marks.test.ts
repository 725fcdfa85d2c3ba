// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillFormMarks, newFormMarks } from './form-marks.js';

const marks = newFormMarks();
const page = Buffer.from(
  `<input name="submissionId" value="${marks.submissionId}"><input name="formToken" value="${marks.formToken}">` +
    `<script type="application/json">{"token":{"formToken":"${marks.formToken}","expiresAt":"${marks.expiresAt}"},"id":"${marks.submissionId}"}</script><p>نامە</p>`,
);

describe('form marks', () => {
  it('are new for each gateway and survive HTML and JSON as they are', () => {
    const other = newFormMarks();
    expect(other.formToken).not.toBe(marks.formToken);
    for (const mark of Object.values(marks)) expect(mark).toMatch(/^[a-z0-9-]+$/);
  });

  it("are filled with the visitor's token everywhere, and one new submission id each time", () => {
    const token = { formToken: 'v1.abc.def', expiresAt: '2030-01-01T00:00:00.000Z' };
    const first = fillFormMarks(page, marks, token).toString();
    const second = fillFormMarks(page, marks, token).toString();
    expect(first).not.toContain('azmar-');
    expect(first.match(/v1\.abc\.def/g)).toHaveLength(2);
    expect(first).toContain('"expiresAt":"2030-01-01T00:00:00.000Z"');
    const ids = (html: string) => [...html.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g)].map((match) => match[0]);
    expect(new Set(ids(first)).size).toBe(1);
    expect(ids(first)).toHaveLength(2);
    expect(ids(second)[0]).not.toBe(ids(first)[0]);
    expect(first).toContain('<p>نامە</p>');
  });

  it('leave the token empty when there is none', () => {
    const html = fillFormMarks(page, marks, null).toString();
    expect(html).toContain('name="formToken" value=""');
    expect(html).not.toContain('azmar-form');
  });
});

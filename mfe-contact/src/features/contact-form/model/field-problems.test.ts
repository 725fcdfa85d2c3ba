import { describe, expect, it } from 'vitest';
import { CONTACT_RULES, validateContactMessage } from '@azmar/contract/content/contact-message-rules';
import { problemsFromRules, problemsFromServer, problemText } from './field-problems';

describe('field problems', () => {
  it("reads the contract's rules for an empty form: name, email and message, never phone", () => {
    expect(problemsFromRules(validateContactMessage({ name: '', email: '', phone: '', message: '', language: 'en' }))).toEqual({
      name: { rule: 'tooShort' },
      email: { rule: 'tooShort' },
      message: { rule: 'tooShort' },
    });
  });

  it('maps every rule a visitor can break to a text with its numbers', () => {
    expect(problemText('name', { rule: 'tooShort' })).toEqual({ key: 'contact.form.errors.name.tooShort', min: 2, max: 100 });
    expect(problemText('email', { rule: 'tooShort' })).toMatchObject({ key: 'contact.form.errors.email.invalid' });
    expect(problemText('email', { rule: 'invalid' })).toMatchObject({ key: 'contact.form.errors.email.invalid' });
    expect(problemText('message', { rule: 'tooLong' })).toEqual({ key: 'contact.form.errors.message.tooLong', min: 10, max: 5000 });
    expect(problemText('phone', { rule: 'tooLong' })).toMatchObject({ key: 'contact.form.errors.phone.tooLong', max: 32 });
    for (const field of ['name', 'email', 'phone', 'message'] as const)
      expect(problemText(field, { rule: 'hidden' })).toEqual({ key: 'contact.form.errors.hidden' });
  });

  it("reads the API's refusal of hidden characters as the rule the form mends by taking them out", () => {
    expect(problemsFromServer({ name: CONTACT_RULES.name.messages.hidden }).name?.rule).toBe('hidden');
    expect(problemsFromRules(validateContactMessage({ name: 'Invoice \u202Egpj.exe', email: 'a@b.example', message: 'Long enough text' })).name).toEqual({
      rule: 'hidden',
    });
  });

  it("turns the API's English field messages back into rules, and keeps an unknown one as written", () => {
    const problems = problemsFromServer({
      name: CONTACT_RULES.name.messages.tooShort,
      email: CONTACT_RULES.email.messages.invalid as string,
      message: 'Something new the API says',
      extra: 'Unknown field',
    });
    expect(problems.name).toEqual({ rule: 'tooShort', serverMessage: 'Name must be at least 2 characters' });
    expect(problems.email?.rule).toBe('tooShort');
    expect(problemText('email', problems.email!)).toMatchObject({ key: 'contact.form.errors.email.invalid' });
    expect(problems.message).toEqual({ rule: null, serverMessage: 'Something new the API says' });
    expect(problemText('message', problems.message!)).toBeNull();
    expect(Object.keys(problems)).not.toContain('extra');
  });
});

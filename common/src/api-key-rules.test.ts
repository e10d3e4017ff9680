import type { ApiKeyKindName } from './api-key-rules';
import { apiKeyFormSchema } from './api-key-schemas';

const long = (length: number) => 'k'.repeat(length);

/** The schema's answer: the trimmed values, or the first message of each failing field (as the forms show them). */
function check(kind: ApiKeyKindName, input: { name?: string | null; description?: string | null }) {
  const result = apiKeyFormSchema(kind).safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('API key form rule (spec §5)', () => {
  it("uses each screen's own 'name required' message and the length messages (by id)", () => {
    expect(check('API', { name: ' ' })).toEqual({ ok: false, errors: { name: 'validation.apiKeyNameRequiredDialog' } });
    expect(check('PAYMENT_GATEWAY', {})).toEqual({
      ok: false,
      errors: { name: 'validation.apiKeyNameRequiredIntegration' },
    });
    expect(check('API', { name: long(101), description: long(501) })).toEqual({
      ok: false,
      errors: { name: 'apiKey.nameTooLong', description: 'apiKey.descriptionTooLong' },
    });
  });

  it('trims the name and the description, and sends an empty description as null', () => {
    expect(check('API', { name: ' Key ', description: '  ' })).toEqual({
      ok: true,
      data: { name: 'Key', description: null },
    });
    expect(check('API', { name: ` ${long(100)} `, description: ` ${long(500)} ` })).toEqual({
      ok: true,
      data: { name: long(100), description: long(500) },
    });
    expect(check('API', { name: 'X' })).toEqual({ ok: true, data: { name: 'X', description: null } });
  });
});

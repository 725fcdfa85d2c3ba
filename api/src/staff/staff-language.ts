import type { Language } from '@azmar/contract/content/language';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a staff member's error messages: the staff area sends its own language as `Accept-Language`
 * (`ckb`, BCP 47's Sorani, or `ku`); anything else, or nothing, is English.
 */
export function staffLanguage(request: FastifyRequest): Language {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase();
  const first = header.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return first === 'ckb' || first.startsWith('ckb-') || first === 'ku' || first.startsWith('ku-') ? 'ku' : 'en';
}

import { Inject, Injectable } from '@nestjs/common';
import type { ContactFormToken } from '@azmar/contract/content/contact-form-state';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import { AppSecrets } from '../secrets/app-secrets.js';
import { type FormTokenClaims, readFormToken, signFormToken } from './form-token.js';

/** Makes the contact form's tokens and checks them, with the key every API instance shares (`AppSecrets`). */
@Injectable()
export class FormTokens {
  private readonly lifetimeMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly secrets: AppSecrets,
  ) {
    this.lifetimeMs = config.contact.formTokenMs;
  }

  async issue(now: number = Date.now()): Promise<ContactFormToken> {
    return { formToken: signFormToken(await this.secrets.get('contact-form-token'), now), expiresAt: new Date(now + this.lifetimeMs).toISOString() };
  }

  /** The claims of a token this API signed that is still good (made before now, within its lifetime); else `null`. */
  async check(token: string, now: number = Date.now()): Promise<FormTokenClaims | null> {
    const claims = readFormToken(await this.secrets.get('contact-form-token'), token);
    // A little slack for clocks of instances that differ by a second.
    return claims && claims.issuedAt <= now + 5000 && now - claims.issuedAt <= this.lifetimeMs ? claims : null;
  }
}

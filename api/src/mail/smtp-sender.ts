import { Inject, Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.module.js';
import type { OutgoingEmail } from './outgoing-email.js';

/** The one place that speaks SMTP (nodemailer); a resolved `send` means the server accepted the message. */
@Injectable()
export class SmtpSender {
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const mail = config.mail;
    this.transport = mail
      ? nodemailer.createTransport({
          host: mail.smtp.host,
          port: mail.smtp.port,
          secure: mail.smtp.secure,
          ...(mail.smtp.user !== null ? { auth: { user: mail.smtp.user, pass: mail.smtp.password ?? '' } } : {}),
          connectionTimeout: mail.timeoutMs,
          greetingTimeout: mail.timeoutMs,
          socketTimeout: mail.timeoutMs,
        })
      : null;
  }

  async send(email: OutgoingEmail): Promise<void> {
    if (!this.transport) throw new Error('SMTP is not configured');
    await this.transport.sendMail({
      from: email.from.name ? { name: email.from.name, address: email.from.address } : email.from.address,
      to: email.to,
      ...(email.replyTo ? { replyTo: email.replyTo.name ? { name: email.replyTo.name, address: email.replyTo.address } : email.replyTo.address } : {}),
      subject: email.subject,
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
      messageId: email.messageId,
      headers: email.headers,
      // Refuse rather than mangle: nodemailer would otherwise try to read attachments or HTML from paths or URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  close(): void {
    this.transport?.close();
  }
}

/** The `contact` namespace of mfe-contact (/contact). `contact.ku.ts` has the same keys. */
export const contactEn = {
  contact: {
    hero: {
      title: 'Contact Us',
      subtitle: 'Tell us about your project. Our team in Sulaymaniyah will answer within one working day.',
    },
    form: {
      title: 'Send us a Message',
      intro: 'Fill in the form and we will reply by email or phone.',
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      message: 'Message',
      optional: '(optional)',
      messagePlaceholder: 'Tell us about your project, product or question',
      about: 'About:',
      honeypot: 'Leave this field empty',
      token: {
        invalid: 'This form was open for a long time or could not be checked. Please send it again.',
        used: 'This form was already sent once. Please send your message again.',
      },
      errors: {
        hidden: 'Invisible or text-direction characters were taken out of this field. Please check it and send again.',
        name: {
          tooShort: 'Name must be at least {{min}} characters',
          tooLong: 'Name must be at most {{max}} characters',
        },
        email: {
          invalid: 'Please enter a valid email address',
          tooLong: 'Email must be at most {{max}} characters',
        },
        phone: {
          tooLong: 'Phone must be at most {{max}} characters',
        },
        message: {
          tooShort: 'Message must be at least {{min}} characters',
          tooLong: 'Message must be at most {{max}} characters',
        },
        language: {
          invalid: 'The interface language could not be sent. Please reload the page.',
        },
      },
      rateLimited: 'You have sent several messages in a short time. Please try again in {{wait}}.',
      wait: {
        second: '1 second',
        seconds: '{{n}} seconds',
        minute: '1 minute',
        minutes: '{{n}} minutes',
        hour: '1 hour',
        hours: '{{n}} hours',
      },
    },
    touch: {
      title: 'Get in Touch',
      intro: 'Visit us, call, write or chat with us: whichever suits you.',
      address: 'Our Office',
      phone: 'Phone',
      callNow: 'Call Now',
      email: 'Email',
      sendEmail: 'Send Email',
      whatsapp: 'WhatsApp',
      whatsappText: 'Chat with our team on WhatsApp',
      chatNow: 'Chat on WhatsApp',
      newTab: '(opens in a new tab)',
    },
    map: {
      title: 'Find Us on the Map',
      intro: 'Our office is on Malik Mahmood Road in Sulaymaniyah.',
      openInMaps: 'Open in Maps',
      fallbackLabel: 'Drawing of the area around our office on Malik Mahmood Road, with a pin on the office',
      roadLabel: 'Malik Mahmood Road',
      officeLabel: 'Azmar Group',
    },
    hours: {
      title: 'Business Hours',
    },
    cta: {
      title: 'Ready to Get Started?',
      text: 'Send us a message for a quote, or call our team now.',
      callNow: 'Call Now',
    },
  },
};
export type ContactTexts = typeof contactEn;

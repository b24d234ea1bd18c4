import { type ContactField, contactBody, contactLimits } from '@studyhub/contract/requests';
import { nameAndEmail, type SupportRequestKind } from '../support-request-kind';

/** The contact form of /contact (spec sections 2 and 5): name, email, subject and message. */
export const contactRequest: SupportRequestKind<ContactField> = {
  form: 'contact',
  action: '/contact',
  endpoint: '/api/contact/submit',
  body: contactBody,
  heading: { id: 'contact-form-heading', text: 'Send us a message' },
  legend: 'Your message',
  fields: [
    ...nameAndEmail<ContactField>('We send our reply here.'),
    {
      label: 'Subject',
      name: 'subject',
      required: true,
      maxLength: contactLimits.subjectMax,
      placeholder: 'For example: Payment done but note not unlocked',
    },
    {
      label: 'Message',
      name: 'message',
      multiline: true,
      rows: 6,
      required: true,
      maxLength: contactLimits.messageMax,
      placeholder: 'Tell us what happened. For a payment, include the transaction ID.',
    },
  ],
  submit: { idle: 'Send Message', pending: 'Sending...' },
};

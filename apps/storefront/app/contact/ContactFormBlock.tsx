import type { BlockProps } from '@beautyshop/cms-renderer';
import { ContactForm, Container } from '@beautyshop/ui';
import { useId } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { validationLabels } from '../components/account/validationLabels';
import { LegalText } from '../components/legal/LegalText';
import { useTranslate } from '../locale/useLocale';
import type { ContactRefusal } from './contactForm.server';
import { useContactSalutations } from './useContactSalutations';

/** The refusal the page's action answered, when the last submit was this form's. */
function useContactRefusal(): ContactRefusal | undefined {
  const answer: unknown = useActionData();
  if (typeof answer !== 'object' || answer === null || !('contact' in answer)) return undefined;
  return answer.contact as ContactRefusal;
}

/**
 * The `contactForm` content block (spec 2.4): a plain form that posts to the page it sits on (the page's action
 * sends it to the Store API and leads on to /contact-success), so it works without JavaScript.
 */
export function ContactFormBlock({ entry }: BlockProps) {
  const t = useTranslate();
  const headingId = useId();
  const refusal = useContactRefusal();
  const navigation = useNavigation();
  const salutations = useContactSalutations();
  const headline = entry.fields?.headline;
  return (
    // The content page's text column (as its header and text sections). No CSS module of its own: the block
    // renders inside the lazily loaded content chunk, whose stylesheet a page without JavaScript never receives.
    <Container width="text">
      <section aria-labelledby={headingId} style={{ maxInlineSize: '40rem', marginBlockEnd: '3rem' }}>
        <h2 id={headingId} style={{ fontFamily: 'var(--bs-font-display)' }}>
          {typeof headline === 'string' && headline !== '' ? headline : t('contact.submit')}
        </h2>
        <ContactForm
          formAs={Form}
          labelledBy={headingId}
          salutations={salutations}
          state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
          values={refusal?.values}
          errors={refusal?.errors}
          notice={refusal?.notice}
          privacyNotice={<LegalText message="contact.privacyNotice" />}
          validationLabels={validationLabels(t)}
          labels={{
            salutation: t('contact.salutation'),
            salutationEmpty: t('contact.salutationEmpty'),
            firstName: t('contact.firstName'),
            lastName: t('contact.lastName'),
            email: t('contact.email'),
            subject: t('contact.subject'),
            comment: t('contact.comment'),
            submit: t('contact.submit'),
          }}
        />
      </section>
    </Container>
  );
}

import { CheckIcon } from '../../ui/icons';
import { contactTexts } from './contact.texts';
import { ContactForm } from './ContactForm';
import { ContactSidebar } from './ContactSidebar';
import './contact.css';

const t = contactTexts;

/** /contacto (spec §2): hero, query templates, the form and the shop's contact details. */
export default function ContactPage() {
  return (
    <>
      <section className="contact-hero" aria-labelledby="contact-title">
        <div className="container contact-hero__inner">
          <p className="contact-hero__eyebrow">{t.hero.eyebrow}</p>
          <h1 id="contact-title" className="contact-hero__title">
            {t.title}
          </h1>
          <p className="contact-hero__lead">{t.hero.lead}</p>
          <ul className="contact-hero__facts">
            {t.hero.facts.map((fact) => (
              <li key={fact}>
                <CheckIcon aria-hidden="true" />
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="contact-body">
        <div className="container contact-layout">
          <ContactForm />
          <ContactSidebar />
        </div>
      </div>
    </>
  );
}

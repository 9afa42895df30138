/**
 * The icon of a contact or a social profile (phone, mail, pin, chat, facebook, instagram,
 * youtube, linkedin; a link for any other), drawn from public/icons/ in the text colour.
 * Decorative: the link beside it carries the name. Files rather than inline SVG: the footer and
 * the sign-in page's help show them, and scripts of the first page count towards its budget.
 */
export function ContactIcon({ name }: { name: string }) {
  return <span className={`ui-contact-icon ui-contact-icon--${name}`} aria-hidden="true" />;
}

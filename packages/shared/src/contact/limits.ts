// No zod here, so the web app can import it cheaply.
/** The longest name the contact form takes. */
export const CONTACT_NAME_MAX = 100;

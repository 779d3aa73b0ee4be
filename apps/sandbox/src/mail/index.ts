export {
  escapeHtml,
  findMail,
  listMail,
  type MailLink,
  mailKey,
  type OutgoingMail,
  type StoredMail,
  sendMail,
} from './mailbox.js';
export { registerMailRoutes } from './routes.js';
